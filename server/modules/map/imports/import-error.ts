// A dataset the importers refuse, with a message that names the file and what is wrong. Nothing is
// changed when one is thrown.
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportError";
  }
}
