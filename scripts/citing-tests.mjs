// The citing tests of spec rules and the literals each states, read from the test sources for
// `spec:coverage --strict`; what counts as either is defined in spec-coverage.mjs's header.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const RULE_ID = /[AW]-\d+\.\d{2}/g
const TEST_FILE = /\.(test|e2e)\.tsx?$/
const NOT_SOURCES = new Set(['node_modules', 'dist', 'build', 'reports', 'coverage'])
const TESTS = new Set(['it', 'test'])
const SUITES = new Set(['describe', 'suite'])
const SKIPPED = new Set(['skip', 'todo'])
const TABLES = new Set(['each', 'for'])

/** Test files under `root`, skipping dependencies, build output and dot-folders. */
export function testFiles(root, dir = root) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || NOT_SOURCES.has(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...testFiles(root, path))
    else if (TEST_FILE.test(entry.name)) files.push(path)
  }
  return files
}

/** `it.concurrent.skipIf(x)`, `it.each(table)`, `it.each`...`` down to `it`, noting a skip and any table. */
function callee(expression) {
  const tables = []
  let skipped = false
  let node = expression
  for (;;) {
    if (ts.isIdentifier(node)) return { name: node.text, skipped, tables }
    if (ts.isPropertyAccessExpression(node)) {
      if (SKIPPED.has(node.name.text)) skipped = true
      node = node.expression
    } else if (ts.isCallExpression(node)) {
      const inner = node.expression
      if (ts.isPropertyAccessExpression(inner) && TABLES.has(inner.name.text)) tables.push(...node.arguments)
      node = inner
    } else if (ts.isTaggedTemplateExpression(node)) {
      tables.push(node.template)
      node = node.tag
    } else return null
  }
}

function titleOf(node, sourceFile) {
  if (!node) return ''
  if (ts.isStringLiteralLike(node)) return node.text
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
  return node.getText(sourceFile)
}

function literalsOf(nodes) {
  const literals = []
  const visit = (node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isNumericLiteral(node)
    )
      literals.push(node.text)
    else if (ts.isRegularExpressionLiteral(node)) literals.push(node.text.replace(/\\(.)/g, '$1'))
    else if (ts.isJsxText(node)) literals.push(node.text)
    ts.forEachChild(node, visit)
  }
  for (const node of nodes) visit(node)
  return literals
}

/** The citing tests of one test file's source: `{ file, title, ids, literals }`. */
export function citingTests(file, source) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const tests = []
  const visit = (node, suites) => {
    if (ts.isCallExpression(node)) {
      const call = callee(node.expression)
      if (call && SUITES.has(call.name)) {
        const inner = [...suites, titleOf(node.arguments[0], sourceFile)]
        for (const argument of node.arguments.slice(1)) visit(argument, inner)
        return
      }
      if (call && TESTS.has(call.name)) {
        const title = titleOf(node.arguments[0], sourceFile)
        const ids = [...new Set([...suites, title].join(' ').match(RULE_ID) ?? [])]
        if (ids.length && !call.skipped) {
          tests.push({ file, title, ids, literals: literalsOf([...call.tables, ...node.arguments.slice(1)]) })
        }
        return
      }
    }
    ts.forEachChild(node, (child) => visit(child, suites))
  }
  visit(sourceFile, [])
  return tests
}

/** Every citing test of the test files under `root`, with paths relative to it. */
export function readCitingTests(root) {
  return testFiles(root).flatMap((path) => citingTests(relative(root, path), readFileSync(path, 'utf8')))
}
