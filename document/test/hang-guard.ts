// Child processes (PDF parsing and writing, Apertium) on a loaded 2-core machine: a hang guard, not a speed check.
jest.setTimeout(30_000);
