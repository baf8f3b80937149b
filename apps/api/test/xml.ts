import { SaxesParser } from 'saxes';

/** An element as parsed: its namespace and local name, attributes by name, children, its own text. */
export interface XmlNode {
  uri: string;
  local: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/**
 * Parses a whole XML document with saxes, a conforming XML 1.0 parser with namespaces: any
 * well-formedness error (a character XML forbids, an unbound prefix, a bad entity, an
 * unclosed tag, a second root, a missing declaration) throws.
 */
export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  let declared = false;
  parser.on('error', (err) => { throw err; });
  parser.on('xmldecl', (d) => { declared = d.version === '1.0' && d.encoding === 'UTF-8'; });
  parser.on('opentag', (tag) => {
    const node: XmlNode = { uri: tag.uri, local: tag.local, attrs: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])), children: [], text: '' };
    (stack.at(-1)?.children ?? []).push(node);
    root ??= node;
    stack.push(node);
  });
  parser.on('text', (t) => { const top = stack.at(-1); if (top) top.text += t; });
  parser.on('cdata', (t) => { stack.at(-1)!.text += t; });
  parser.on('closetag', () => { stack.pop(); });
  parser.write(xml).close();
  if (!declared) throw new Error('no <?xml version="1.0" encoding="UTF-8"?> declaration');
  if (!root) throw new Error('no root element');
  return root;
}

/** The children of `node` with this local name (and namespace, when given). */
export const all = (node: XmlNode, local: string, uri = node.uri) => node.children.filter((c) => c.local === local && c.uri === uri);

/** The one child of that name: throws when there is none or more than one. */
export function one(node: XmlNode, local: string, uri = node.uri): XmlNode {
  const found = all(node, local, uri);
  if (found.length !== 1) throw new Error(`<${node.local}> has ${found.length} <${local}> (${uri}), not one`);
  return found[0]!;
}

/** The text of the one child of that name. */
export const textOf = (node: XmlNode, local: string, uri = node.uri) => one(node, local, uri).text;
