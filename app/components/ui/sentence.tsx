import { Fragment, type ReactNode } from "react";

/**
 * A sentence of copy with elements in it: "{privacy}" in "I agree to the {privacy}" becomes the
 * element given for it, wherever the language puts it ("আমি {privacy} পড়েছি এবং তাতে সম্মত").
 */
export function Sentence({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return text.split(/(\{\w+\})/).map((piece, index) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={index}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}
