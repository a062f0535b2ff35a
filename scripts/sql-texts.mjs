// The SQL a server file writes, read from its TypeScript syntax tree: each sql`` template's literal
// text (its ${} parts left out, joined by " ? ") and each sql.raw("...") string. Shared by the
// lints that read SQL (check-status-literals.mjs, check-table-owners.mjs).
import ts from "typescript";

/** Each SQL text in a parsed source file, with the node it came from. */
export function sqlTexts(source) {
  const found = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === "sql") {
      const t = node.template;
      const text = ts.isNoSubstitutionTemplateLiteral(t)
        ? t.text
        : [t.head.text, ...t.templateSpans.map((s) => s.literal.text)].join(" ? ");
      found.push({ node, text });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.getText(source) === "sql.raw" &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ node, text: node.arguments[0].text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
