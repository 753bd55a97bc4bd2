// The look of a link inside running text: underlined, dark grey, green on hover.
export const TEXT_LINK_CLASSES = "font-medium text-dark-grey underline underline-offset-2 hover:text-brand-green-dark";
