import { type Block, type Inline, parseMessage } from "@/domain/support/format";

function InlineNode({ node }: { node: Inline }) {
  switch (node.type) {
    case "text":
      return node.text;
    case "break":
      return <br />;
    case "code":
      return <code className="rounded bg-black/10 px-1 font-mono text-[0.9em]">{node.text}</code>;
    case "bold":
      return (
        <strong className="font-semibold">
          <InlineNodes nodes={node.children} />
        </strong>
      );
    case "italic":
      return (
        <em>
          <InlineNodes nodes={node.children} />
        </em>
      );
  }
}

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: a sent message's parse is fixed, never reordered
  return nodes.map((node, i) => <InlineNode key={i} node={node} />);
}

function ListItems({ items }: { items: Inline[][] }) {
  return items.map((item, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a sent message's parse is fixed, never reordered
    <li key={i}>
      <InlineNodes nodes={item} />
    </li>
  ));
}

function BlockNode({ block }: { block: Block }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <InlineNodes nodes={block.children} />
        </p>
      );
    case "code_block":
      return (
        <pre className="overflow-x-auto rounded bg-slate-900 p-2 font-mono text-xs text-slate-50">
          <code>{block.text}</code>
        </pre>
      );
    case "bullets":
      return (
        <ul className="list-disc space-y-0.5 pl-5">
          <ListItems items={block.items} />
        </ul>
      );
    case "numbered":
      return (
        <ol start={block.start} className="list-decimal space-y-0.5 pl-5">
          <ListItems items={block.items} />
        </ol>
      );
  }
}

/**
 * A chat message with its formatting (bold, italic, code, code block, bullet and numbered lists; spec 1
 * §2) rendered as React elements from the domain parser. Text is only ever a text node, so HTML or script
 * in a message shows as typed.
 */
export function FormattedMessage({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words">
      {parseMessage(text).map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sent message's parse is fixed, never reordered
        <BlockNode key={i} block={block} />
      ))}
    </div>
  );
}
