/**
 * `$$…$$` written inside a paragraph is display math in HOJ's statements (its renderer shows it
 * centred on a line of its own), while the math parser reads it as inline math. This remark plugin
 * gives such text math the display class, which rehype-katex then renders in display mode; `$…$`
 * stays inline.
 */
interface MathNode {
  type: string;
  position?: { start: { offset?: number } };
  data?: { hProperties?: { className?: string[] } };
  children?: MathNode[];
}

function visitInlineMath(node: MathNode, visit: (node: MathNode) => void): void {
  if (node.type === 'inlineMath') visit(node);
  node.children?.forEach((child) => visitInlineMath(child, visit));
}

export function remarkDisplayMath() {
  return (tree: MathNode, file: { value: unknown }) => {
    const source = String(file.value);
    visitInlineMath(tree, (node) => {
      const start = node.position?.start.offset;
      if (start === undefined || !source.startsWith('$$', start)) return;
      const properties = (node.data ??= {}).hProperties ?? {};
      properties.className = ['language-math', 'math-display'];
      node.data.hProperties = properties;
    });
  };
}
