// Child processes (PDF parsing, Apertium) on a loaded 2-core machine: a hang guard, not a speed check.
jest.setTimeout(30_000);
