import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** One `it(...)`/`test(...)` of the repository's test files, read from its source. */
export type SourceTest = {
  file: string
  /** The test's title, after the titles of its enclosing `describe(...)`s. */
  title: string
  /** Every string, template and regular-expression literal of its body (and of an `.each` table). */
  literals: string[]
  /** True when the body makes a `LobbyError` itself (`createLobbyError(`, `new LobbyError(`): it provokes nothing. */
  buildsErrors: boolean
}

const TEST_FILE = /\.(test|e2e)\.tsx?$/
const NOT_SOURCES = new Set(['node_modules', 'dist', 'build', 'reports', 'coverage'])
const BUILDS_ERRORS = /\bcreateLobbyError\(|\bnew LobbyError\(/

function testFiles(root: string, dir = root): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || NOT_SOURCES.has(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...testFiles(root, path))
    else if (TEST_FILE.test(entry.name)) files.push(path)
  }
  return files
}

/** `it.concurrent.skipIf(x)`, `it.each(table)` ... down to its name, noting a skip and any table. */
function callee(expression: ts.Expression): { name: string; skipped: boolean; tables: ts.Node[] } | null {
  const tables: ts.Node[] = []
  let skipped = false
  let node = expression
  for (;;) {
    if (ts.isIdentifier(node)) return { name: node.text, skipped, tables }
    if (ts.isPropertyAccessExpression(node)) {
      if (node.name.text === 'skip' || node.name.text === 'todo') skipped = true
      node = node.expression
    } else if (ts.isCallExpression(node)) {
      const inner = node.expression
      if (ts.isPropertyAccessExpression(inner) && inner.name.text === 'each') tables.push(...node.arguments)
      node = inner
    } else return null
  }
}

function titleOf(node: ts.Node | undefined, source: ts.SourceFile): string {
  if (!node) return ''
  if (ts.isStringLiteralLike(node)) return node.text
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
  return node.getText(source)
}

function literalsOf(nodes: readonly ts.Node[]): string[] {
  const literals: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      literals.push(node.text)
    else if (ts.isRegularExpressionLiteral(node)) literals.push(node.text.replace(/\\(.)/g, '$1'))
    else if (ts.isJsxText(node)) literals.push(node.text)
    ts.forEachChild(node, visit)
  }
  for (const node of nodes) visit(node)
  return literals
}

function testsOf(file: string, text: string): SourceTest[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const tests: SourceTest[] = []
  const visit = (node: ts.Node, suites: string[]) => {
    if (ts.isCallExpression(node)) {
      const call = callee(node.expression)
      if (call && (call.name === 'describe' || call.name === 'suite')) {
        const inner = [...suites, titleOf(node.arguments[0], source)]
        for (const argument of node.arguments.slice(1)) visit(argument, inner)
        return
      }
      if (call && (call.name === 'it' || call.name === 'test')) {
        if (call.skipped) return
        const body = [...call.tables, ...node.arguments.slice(1)]
        tests.push({
          file,
          title: [...suites, titleOf(node.arguments[0], source)].join(' '),
          literals: literalsOf(body),
          buildsErrors: body.some((part) => BUILDS_ERRORS.test(part.getText(source))),
        })
        return
      }
    }
    ts.forEachChild(node, (child) => visit(child, suites))
  }
  visit(source, [])
  return tests
}

/** Every test (skipped ones left out) of the test files under `root`, with paths relative to it. */
export function readSourceTests(root: string): SourceTest[] {
  return testFiles(root).flatMap((path) => testsOf(relative(root, path), readFileSync(path, 'utf8')))
}

/** True when `title` names `word` as a whole token (a code or a rule ID, not a longer one containing it). */
export function namesInTitle(title: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\w.-])${escaped}(?![\\w-]|\\.\\w)`).test(title)
}
