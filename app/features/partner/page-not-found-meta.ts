/** The head of a partner path that names no partner: the same as the site's 404 page. */
export const PAGE_NOT_FOUND_META = [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
