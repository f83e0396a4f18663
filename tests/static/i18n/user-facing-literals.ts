import ts from 'typescript';

/** Attributes a person reads or hears: their string values belong in the catalogues. */
const readAttributes = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

/**
 * Texts a component may hold as they are, each with its reason. Nothing else with a letter in it may stand in JSX.
 */
export const allowedLiterals: Record<string, string> = {
  'PKR Games': 'the brand, written the same in every language',
  Games: "the brand's second word, drawn in its own colour",
  PKR: 'the currency code, the same in every language',
  Rs: 'the rupee abbreviation the product writes in every language',
  x: 'the multiplier sign after a number (2.50x)',
  JazzCash: 'a payment brand',
  Easypaisa: 'a payment brand',
};

export interface Literal {
  line: number;
  text: string;
}

const hasLetter = (text: string) => /\p{L}/u.test(text);
const allowed = (text: string) => !hasLetter(text) || Object.hasOwn(allowedLiterals, text.trim());

/** JSX text with a letter in it, and string literals in read attributes, that are not on the allowed list. */
export function userFacingLiterals(fileName: string, source: string): Literal[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const note = (node: ts.Node, text: string) => {
    if (!allowed(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (node.text.trim() !== '') note(node, node.text.replace(/\s+/g, ' '));
    } else if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) note(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression) stringsIn(value.expression).forEach((text) => note(value, text));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The plain strings an attribute's expression can give: a literal, a template without holes, either side of a choice. */
function stringsIn(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isConditionalExpression(expression)) return [...stringsIn(expression.whenTrue), ...stringsIn(expression.whenFalse)];
  if (ts.isBinaryExpression(expression) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(expression.operatorToken.kind)) {
    return [...stringsIn(expression.left), ...stringsIn(expression.right)];
  }
  if (ts.isParenthesizedExpression(expression)) return stringsIn(expression.expression);
  return [];
}
