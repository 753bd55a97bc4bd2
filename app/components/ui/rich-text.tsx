// A translated sentence whose `{name}` places are elements (a link, a price in bold): the sentence is
// translated whole, so each language puts them where its grammar wants them (ADR 0064).
import { Fragment, type ReactNode } from "react";

export function RichText({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((piece, index) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={index}>{name && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}
