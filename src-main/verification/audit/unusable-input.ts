// The one error the audit engine throws: the input is not a document it can verify at all (as opposed to
// a document that fails verification, which is a report). The CLI maps it to exit code 2.

export class UnusableInputError extends Error {
  override readonly name = 'UnusableInputError';
}
