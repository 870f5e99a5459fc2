import ts from 'typescript'

/** One documented member of an options or return type. */
export type ApiMember = { name: string; type: string; doc: string; optional: boolean; defaultValue?: string }

/** One export of @lobby/headless, as the docs show it. */
export type ApiExport = {
  name: string
  kind: 'hook' | 'function' | 'type' | 'class' | 'constant'
  /** 'core' when `@lobby/headless/core` exports it too, else 'react'. */
  entry: 'core' | 'react'
  doc: string
  signature: string
  options: ApiMember[]
  returns: ApiMember[]
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  allowImportingTsExtensions: true,
}

// Most hooks return `State & { commands }`, and some a union of views: their members are what a
// reader uses, as much as an object type's (a union lists the members all its parts share). A
// union of strings is no record: its "members" would be String's methods.
function isRecord(type: ts.Type): boolean {
  if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) return true
  return type.isUnion() && type.types.every(isRecord)
}

function membersOf(checker: ts.TypeChecker, type: ts.Type | undefined, at: ts.Node): ApiMember[] {
  if (!type || !isRecord(type) || checker.getSignaturesOfType(type, ts.SignatureKind.Call).length) return []
  return checker.getPropertiesOfType(type).map((prop) => {
    const defaultTag = prop.getJsDocTags(checker).find((tag) => tag.name === 'default')
    return {
      name: prop.name,
      type: checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, at), at),
      doc: ts.displayPartsToString(prop.getDocumentationComment(checker)),
      optional: (prop.flags & ts.SymbolFlags.Optional) !== 0,
      ...(defaultTag ? { defaultValue: ts.displayPartsToString(defaultTag.text) } : {}),
    }
  })
}

/**
 * Reads the public surface of @lobby/headless from its sources with the TypeScript checker,
 * so the docs' API tables are the TSDoc comments themselves and cannot drift from the code.
 */
export function extractApi(reactEntry: string, coreEntry: string): ApiExport[] {
  const program = ts.createProgram([reactEntry, coreEntry], COMPILER_OPTIONS)
  const checker = program.getTypeChecker()
  const exportsOf = (file: string) => {
    const source = program.getSourceFile(file)
    const symbol = source && checker.getSymbolAtLocation(source)
    return symbol ? checker.getExportsOfModule(symbol) : []
  }
  const coreNames = new Set(exportsOf(coreEntry).map((s) => s.name))

  return exportsOf(reactEntry)
    .map((exported): ApiExport | null => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const decl = symbol.declarations?.[0]
      if (!decl) return null
      const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker))
      const entry: ApiExport['entry'] = coreNames.has(exported.name) ? 'core' : 'react'
      const base = { name: exported.name, entry, doc, options: [] as ApiMember[], returns: [] as ApiMember[] }
      if (ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl)) {
        const type = checker.getDeclaredTypeOfSymbol(symbol)
        return {
          ...base,
          kind: 'type',
          signature: checker.typeToString(type, decl),
          returns: membersOf(checker, type, decl),
        }
      }
      if (ts.isClassDeclaration(decl)) return { ...base, kind: 'class', signature: `class ${exported.name}` }
      const type = checker.getTypeOfSymbolAtLocation(symbol, decl)
      const signature = checker.getSignaturesOfType(type, ts.SignatureKind.Call)[0]
      if (!signature) return { ...base, kind: 'constant', signature: checker.typeToString(type, decl) }
      const firstParam = signature.getParameters()[0]
      return {
        ...base,
        kind: /^use[A-Z]/.test(exported.name) ? 'hook' : 'function',
        signature: `${exported.name}${checker.signatureToString(signature, decl)}`,
        options: firstParam
          ? membersOf(checker, checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(firstParam, decl)), decl)
          : [],
        returns: membersOf(checker, signature.getReturnType(), decl),
      }
    })
    .filter((entry): entry is ApiExport => entry !== null)
    .sort((a, b) => a.name.localeCompare(b.name))
}
