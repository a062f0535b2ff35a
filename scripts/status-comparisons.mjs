// Booking-status literals compared in TypeScript outside core (issue 45). Core owns the booking's
// statuses and every rule about them (core/src/bookings.ts: BOOKING_STATUS and its predicates;
// core/src/booking-lifecycle.ts: the moves and operations); server and web code asks core
// (`isLive(booking)`, `refuseOperation("split", ...)`, `status === BOOKING_STATUS.confirmed`)
// instead of comparing a status with a word of its own. Run by scripts/check-status-literals.mjs.
//
// What counts as a comparison, read from the TypeScript syntax tree:
//  - `x === "confirmed"`, `x !== 'held'` (and == / !=), either side;
//  - `case "cancelled":`;
//  - a list of words asked about: `["confirmed", "completed"].includes(x)`, `new Set(["held"])`.
// A booking status is one of the words 'held', 'confirmed', 'completed', 'cancelled', 'expired',
// 'disputed'. No other status in the database uses them (payment orders, payouts, refunds, venues,
// splits and waitlist entries have their own words: 'paid', 'pending', 'open', ...). Three other
// values share a word, told apart by the name of what is compared with it:
//  - a slot's `state` (core/src/availability.ts SLOT_STATES, 'held'): named `state` or `…State`;
//  - a paid order's `outcome` (the bookings repo's confirmation, 'confirmed' or 'expired');
//  - an activity event's `kind` (the owner's recent activity, 'cancelled').
// A list with a word that is no booking status (`new Set(["booked", "held"])`: a slot picker's
// states) is not a list of booking statuses. Lists written as constants (a screen's filter tabs)
// are not comparisons and are allowed; what is compared with them is the question.
// Allowed files: core/ (it is the owner), tests, the server's status-to-SQL module, and the
// schema, migrations and seeds (they write history and fixtures, not rules).
import ts from "typescript";

const BOOKING_WORDS = new Set(["held", "confirmed", "completed", "cancelled", "expired", "disputed"]);
const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** The word a node spells when it is a plain string literal of a booking status, else null. */
function statusWord(node) {
  const inner = unwrap(node);
  return ts.isStringLiteralLike(inner) && BOOKING_WORDS.has(inner.text) ? inner.text : null;
}

/** Strips parentheses and `as` / `satisfies` / `!` around an expression. */
function unwrap(node) {
  let inner = node;
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isNonNullExpression(inner)
  ) {
    inner = inner.expression;
  }
  return inner;
}

/** The last name of an expression: `booking.status` → status, `slotState` → slotState. */
function lastName(node) {
  const inner = unwrap(node);
  if (ts.isIdentifier(inner)) return inner.text;
  if (ts.isPropertyAccessExpression(inner)) return inner.name.text;
  if (ts.isElementAccessExpression(inner) && ts.isStringLiteralLike(inner.argumentExpression)) {
    return inner.argumentExpression.text;
  }
  return null;
}

/** A slot's state, an order's outcome or an event's kind: not a booking's status (see the header). */
const isOtherValue = (node) => /^(state|outcome|kind)$|State$/.test(lastName(node) ?? "");

/** The booking-status words of an array literal. */
function wordsOf(array) {
  return array.elements.map(statusWord).filter((word) => word !== null);
}

/**
 * Every booking-status comparison in one file's text: `{ line, word, text }` (1-based line, the
 * status word, the comparison's source).
 */
export function statusComparisons(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const report = (node, word) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ line, word, text: node.getText(source).replace(/\s+/g, " ").slice(0, 80) });
  };
  const visit = (node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.has(node.operatorToken.kind)) {
      const left = statusWord(node.left);
      const right = statusWord(node.right);
      if (left && !isOtherValue(node.right)) report(node, left);
      else if (right && !isOtherValue(node.left)) report(node, right);
    } else if (ts.isCaseClause(node)) {
      const word = statusWord(node.expression);
      const switched = node.parent.parent.expression;
      if (word && !isOtherValue(switched)) report(node.expression, word);
    } else if (ts.isArrayLiteralExpression(node)) {
      const words = wordsOf(node);
      const others = node.elements.some((e) => ts.isStringLiteralLike(unwrap(e)) && !BOOKING_WORDS.has(unwrap(e).text));
      let outer = node;
      while (ts.isParenthesizedExpression(outer.parent) || ts.isAsExpression(outer.parent)) outer = outer.parent;
      const parent = outer.parent;
      const asked =
        (ts.isPropertyAccessExpression(parent) &&
          parent.expression === outer &&
          ["includes", "indexOf", "some", "find"].includes(parent.name.text)) ||
        (ts.isNewExpression(parent) && parent.expression.getText(source) === "Set");
      if (words.length > 0 && !others && asked) report(node, words.join(", "));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const ALLOWED = [
  /^core\//,
  /\.test\.tsx?$/,
  /^server\/src\/testing\//,
  /^web\/src\/testing\//,
  /^server\/src\/db\/booking-status-sql\.ts$/,
  /^server\/src\/db\/(schema|migrations|seed)\//,
];

/** True when a file may compare statuses by their words (see the header). */
export const comparisonsAllowedIn = (relativePath) => ALLOWED.some((re) => re.test(relativePath));
