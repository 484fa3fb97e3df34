// The data of the Vue and React usage snippets, read back by the frameworks' own tools:
// esbuild compiles the TSX and the <script setup> TypeScript, Vue's template compiler parses the
// template. Each snippet's element trees are evaluated with its own constants.
//
// stdin: {"vue": {id: code}, "react": {id: code}}; stdout: the same keys, each a list of trees
// {tag, props: {name: value}, slots: {part: [text | tree]}} in document order.
import { readFileSync } from "node:fs";
import { transformSync } from "esbuild";
import { parse, NodeTypes } from "@vue/compiler-dom";

const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const FRAGMENT = "#fragment";

// --- React: compiled with a factory that records the tree -------------------------------
function h(tag, props, ...children) {
  return { tag, props: props || {}, children: children.flat(Infinity) };
}

function react(code) {
  const body = code.split("\n").filter((line) => !line.startsWith("import ")).join("\n")
    .replace(/^export function /m, "function ");
  const name = /^function (\w+)\(/m.exec(body)[1];
  const js = transformSync(body, { loader: "tsx", jsx: "transform", jsxFactory: "h", jsxFragment: "Fragment" }).code;
  const root = new Function("h", "Fragment", "useState", `${js}\nreturn ${name}();`)(h, FRAGMENT, (v) => [v, () => {}]);
  return children([root]);
}

// A node's data: text, an element tree (a custom element), or a plain element's text.
function text(node) {
  if (node === null || node === undefined || node === false || node === true) return "";
  if (typeof node !== "object") return String(node);
  return node.children.map(text).join("");
}

function tree(node) {
  const props = {};
  for (const [k, v] of Object.entries(node.props)) {
    if (k === "key" || k === "slot" || k === "children" || k.startsWith("on")) continue;
    props[camel(k)] = v;
  }
  const slots = {};
  for (const child of node.children) {
    if (child === null || typeof child !== "object") continue;
    const part = child.props.slot ?? "";
    (slots[part] ||= []).push(child.tag.includes("-") ? tree(child) : text(child));
  }
  return { tag: node.tag, props, slots };
}

function children(nodes) {
  const out = [];
  for (const node of nodes.flat(Infinity)) {
    if (node === null || typeof node !== "object") continue;
    if (node.tag === FRAGMENT) out.push(...children(node.children));
    else if (node.tag.includes("-")) out.push(tree(node));
  }
  return out;
}

// --- Vue: the template's AST, evaluated in the <script setup>'s scope ----------------------
function vue(code) {
  const script = /<script setup lang="ts">\n([\s\S]*?)<\/script>/.exec(code)[1]
    .split("\n").filter((line) => !line.startsWith("import ")).join("\n");
  const template = /<template>\n([\s\S]*)<\/template>\n$/.exec(code)[1];
  const js = transformSync(script, { loader: "ts" }).code;
  const names = [...js.matchAll(/^(?:const|let|var|function) (\w+)/gm)].map((m) => m[1]);
  const ref = (value) => ({ isRef: true, value });
  const values = new Function("ref", `${js}\nreturn [${names.join(", ")}];`)(ref);
  const scope = Object.fromEntries(names.map((n, i) => [n, values[i]?.isRef ? values[i].value : values[i]]));
  const ast = parse(template);
  return vueNodes(ast.children, scope).map((n) => n);
}

const evaluate = (exp, scope) => new Function(...Object.keys(scope), `return (${exp});`)(...Object.values(scope));

function vueNodes(nodes, scope) {
  const out = [];
  for (const node of nodes) {
    if (node.type !== NodeTypes.ELEMENT) continue;
    const loop = node.props.find((p) => p.type === NodeTypes.DIRECTIVE && p.name === "for");
    if (loop) {
      const [, name, list] = /^\s*(\w+) in (\w+)\s*$/.exec(loop.exp.content);
      for (const value of evaluate(list, scope)) {
        const inner = { ...scope, [name]: value };
        const copy = { ...node, props: node.props.filter((p) => p !== loop) };
        out.push(...(node.tag === "template" ? vueNodes(node.children, inner) : vueNodes([copy], inner)));
      }
      continue;
    }
    if (node.tag.includes("-")) out.push(vueTree(node, scope));
  }
  return out;
}

function vueText(node, scope) {
  if (node.type === NodeTypes.TEXT) return node.content;
  if (node.type === NodeTypes.INTERPOLATION) return String(evaluate(node.content.content, scope));
  if (node.type === NodeTypes.ELEMENT) return node.children.map((c) => vueText(c, scope)).join("");
  return "";
}

function vueTree(node, scope) {
  const props = {};
  for (const p of node.props) {
    if (p.type === NodeTypes.ATTRIBUTE) {
      if (p.name !== "slot") props[camel(p.name)] = p.value ? p.value.content : true;
    } else if (p.name === "bind" && p.arg.content !== "key") {
      props[camel(p.arg.content)] = evaluate(p.exp.content, scope);
    }
  }
  const slots = {};
  for (const child of node.children) {
    if (child.type !== NodeTypes.ELEMENT) continue;
    const slot = child.props.find((p) => p.type === NodeTypes.ATTRIBUTE && p.name === "slot");
    (slots[slot ? slot.value.content : ""] ||= []).push(child.tag.includes("-") ? vueTree(child, scope)
      : vueText(child, scope));
  }
  return { tag: node.tag, props, slots };
}

const input = JSON.parse(readFileSync(0, "utf8"));
const out = { vue: {}, react: {} };
for (const [id, code] of Object.entries(input.vue)) out.vue[id] = vue(code);
for (const [id, code] of Object.entries(input.react)) out.react[id] = react(code);
process.stdout.write(JSON.stringify(out));
