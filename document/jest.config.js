// The document engine's tests, beside the code: *.spec.ts (no I/O) and *.medium-spec.ts (real child processes:
// the PDF parser and writer, Apertium; real PDFs). No database. Same @swc/jest transform as the backend.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.ts$': swc },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testEnvironment: 'node',
  rootDir: __dirname,
};
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'medium',
      setupFilesAfterEnv: ['<rootDir>/test/hang-guard.ts'],
      testMatch: ['<rootDir>/src/**/*.medium-spec.ts'],
    },
  ],
};
