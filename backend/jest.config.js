// Three kinds of test, run as Jest projects:
//   unit   *.spec.ts         no I/O
//   medium *.medium-spec.ts  services against a real database (TEST_DB=sqlite|postgres) and Redis
//   e2e    *.e2e-spec.ts     the whole HTTP app through Supertest
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// jose, oidc-provider and otplib's default plugins (@scure/base, @noble/hashes) ship only ES modules; Node loads
// them natively, Jest's require needs CommonJS.
const esmPackages = ['jose', 'oidc-provider', '@scure/base', '@noble/hashes', '@otplib/plugin-crypto-noble'].join('|');
const common = {
  transform: { '^.+\\.ts$': swc, [`/node_modules/(${esmPackages})/.+\\.js$`]: swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    '^@pt/libs/(.*)$': '<rootDir>/../libs/src/$1',
    '^@pt/document$': '<rootDir>/../document/src/index.ts',
    '^@pt/document/(.*)$': '<rootDir>/../document/src/$1',
  },
  testEnvironment: 'node',
  rootDir: __dirname,
};
// Run once, on SQLite (the embedded default), not again on PostgreSQL: what these files test does not depend on the
// database. They drive the document engine through the API (OCR, word breaks, bilingual output, the job's language
// detection) or check HTTP answers that read no rows (static files, security headers); the rows they write go through
// the same repository methods the other e2e files and the medium specs run on both databases.
const databaseAgnosticE2e = [
  'translation-ocr',
  'translations-word-breaks',
  'translations-bilingual',
  'translation-pipeline-language',
  'static-files',
  'security-headers',
].map((name) => `/test/e2e/${name}\\.e2e-spec\\.ts$`);
module.exports = {
  projects: [
    // test/prod: production deployment (deploy files, production entry points as processes).
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/prod/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'medium',
      setupFilesAfterEnv: ['<rootDir>/test/hang-guard.ts'],
      testMatch: ['<rootDir>/src/**/*.medium-spec.ts', '<rootDir>/test/medium/**/*.medium-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testPathIgnorePatterns: ['/node_modules/', ...(process.env.TEST_DB === 'postgres' ? databaseAgnosticE2e : [])],
      setupFilesAfterEnv: ['<rootDir>/test/hang-guard.ts'],
      testMatch: ['<rootDir>/src/**/*.e2e-spec.ts', '<rootDir>/test/e2e/**/*.e2e-spec.ts', '<rootDir>/test/prod/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};
