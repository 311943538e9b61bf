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
      setupFilesAfterEnv: ['<rootDir>/test/hang-guard.ts'],
      testMatch: ['<rootDir>/src/**/*.e2e-spec.ts', '<rootDir>/test/e2e/**/*.e2e-spec.ts', '<rootDir>/test/prod/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};
