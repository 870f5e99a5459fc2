declare module 'virtual:lobby-api' {
  const api: import('../api/extract.ts').ApiExport[]
  export default api
}
