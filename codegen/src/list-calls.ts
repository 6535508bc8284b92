/**
 * The operations a resource's list page calls besides its list (docs/contract.md): its own exports and
 * column preferences, named after the list's operation (listaBancos → exportaExcelBancos …). The list
 * query template writes them; the contract check asks the contract for them, with the same names.
 */
export function listCallNames(listOperationId: string) {
  const subject = listOperationId.replace(/^lista/, '');
  return {
    exportExcel: `exportaExcel${subject}`,
    exportPdf: `exportaListagem${subject}`,
    columns: `buscaColunasUsuario${subject}`,
    saveColumns: `alteraColunasUsuario${subject}`,
  };
}

/** Where each of them lives, for a message that says what to add. */
export const LIST_CALL_PATHS: Readonly<Record<keyof ReturnType<typeof listCallNames>, string>> = {
  exportExcel: 'GET /v1/<recurso>/exporta-excel',
  exportPdf: 'GET /v1/<recurso>/exporta-listagem',
  columns: 'GET /v1/<recurso>/colunas-usuarios',
  saveColumns: 'POST /v1/<recurso>/colunas-usuarios',
};
