import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Texts that are the same in every language. Keep this list tiny. */
export const ALLOWED_TEXTS = new Set(['PageTranslate', 'EN', 'FR']);

/** JSX attributes whose string value reaches the user (screen readers included). */
const VISIBLE_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'helperText',
  'label',
  'placeholder',
  'primary',
  'primaryText',
  'secondary',
  'title',
]);

/** `pages.home.title`: an i18n key, translated by whoever receives it (e.g. react-admin's primaryText). */
const I18N_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/i;
const HAS_LETTER = /\p{L}/u;

export interface HardcodedText {
  file: string;
  line: number;
  text: string;
}

function isUserVisible(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return HAS_LETTER.test(trimmed) && !ALLOWED_TEXTS.has(trimmed) && !I18N_KEY.test(trimmed);
}

/** String literals an expression can evaluate to directly: `'x'`, `a ? 'x' : y`, `a && 'x'`, `(…)`. */
function literalResults(expression: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(expression)) return [expression];
  if (ts.isParenthesizedExpression(expression)) return literalResults(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return [...literalResults(expression.whenTrue), ...literalResults(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.AmpersandAmpersandToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return [...literalResults(expression.left), ...literalResults(expression.right)];
    }
  }
  if (ts.isTemplateExpression(expression)) return [];
  return [];
}

/**
 * Finds user-visible text written straight into TSX instead of going through t(...):
 * JSX text, string children such as {'Hello'} or {ok ? 'Yes' : …}, and visible attributes
 * such as aria-label="Close".
 */
export function findHardcodedText(source: string, file = 'inline.tsx'): HardcodedText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardcodedText[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isUserVisible(node.text)) {
      report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of literalResults(node.expression)) {
        if (isUserVisible(literal.text)) report(literal, literal.text);
      }
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sourceFile)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const literal of value ? literalResults(value) : []) {
        if (isUserVisible(literal.text)) report(literal, literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** All component files under `root`, tests excluded. */
export function listComponentFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx') && !/\.(test|spec)\.tsx$/.test(path))
    .map((path) => join(root, path));
}

export function scanForHardcodedText(root: string): HardcodedText[] {
  return listComponentFiles(root).flatMap((path) => findHardcodedText(readFileSync(path, 'utf8'), relative(root, path)));
}
