/**
 * The API process imports @pt/document: its parsing and writing libraries belong to the child processes, and those
 * the API may need load on first use (docx, Google's client), not on import.
 */
const CHILD_PROCESS_OR_FIRST_USE = [
  'pdfjs-dist/legacy/build/pdf.mjs',
  'pdf-lib',
  '@pdf-lib/fontkit',
  'docx',
  'tinyld',
  '@google-cloud/translate',
];

describe('@pt/document', () => {
  it('loads none of the heavy libraries on import', () => {
    const loaded: string[] = [];
    jest.isolateModules(() => {
      for (const name of CHILD_PROCESS_OR_FIRST_USE) {
        jest.doMock(name, () => {
          loaded.push(name);
          return {};
        });
      }
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the import under test, in the isolated registry
      require('./index');
    });
    expect(loaded).toEqual([]);
  });
});
