// Where a JSON text goes wrong, as a line and a reason. Node 20's JSON.parse often names no
// position ("Unexpected token ']', ..."), so after it fails this small scanner walks the grammar
// (RFC 8259) to the first offending character. It runs only on failure.

export interface JsonProblem {
  line: number;
  column: number;
  reason: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

export function locateJsonError(text: string): JsonProblem | null {
  let index = 0;
  const fail = (reason: string): never => {
    throw new Stop(index, reason);
  };
  const skipSpace = () => {
    while (index < text.length && " \t\n\r".includes(text[index]!)) index += 1;
  };
  const describe = () => (index >= text.length ? "the text ends too early" : `unexpected "${text[index]}"`);

  function value(): void {
    skipSpace();
    const character = text[index];
    if (character === "{") return object();
    if (character === "[") return array();
    if (character === '"') return string();
    if (character !== undefined && /[-0-9]/.test(character)) return number();
    for (const literal of ["true", "false", "null"]) {
      if (text.startsWith(literal, index)) {
        index += literal.length;
        return;
      }
    }
    fail(`${describe()}, expected a value`);
  }

  function object(): void {
    index += 1;
    skipSpace();
    if (text[index] === "}") {
      index += 1;
      return;
    }
    for (;;) {
      skipSpace();
      if (text[index] !== '"') fail(`${describe()}, expected a property name in double quotes`);
      string();
      skipSpace();
      if (text[index] !== ":") fail(`${describe()}, expected ":"`);
      index += 1;
      value();
      skipSpace();
      if (text[index] === ",") {
        index += 1;
        continue;
      }
      if (text[index] === "}") {
        index += 1;
        return;
      }
      fail(`${describe()}, expected "," or "}"`);
    }
  }

  function array(): void {
    index += 1;
    skipSpace();
    if (text[index] === "]") {
      index += 1;
      return;
    }
    for (;;) {
      value();
      skipSpace();
      if (text[index] === ",") {
        index += 1;
        continue;
      }
      if (text[index] === "]") {
        index += 1;
        return;
      }
      fail(`${describe()}, expected "," or "]"`);
    }
  }

  function string(): void {
    index += 1;
    while (index < text.length && text[index] !== '"') {
      if (text[index] === "\\") index += 1;
      else if (text.charCodeAt(index) < 0x20) fail("a line break or control character inside a string");
      index += 1;
    }
    if (index >= text.length) fail("a string is not closed");
    index += 1;
  }

  function number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index, index + 400));
    if (!match) fail(`${describe()}, expected a number`);
    index += match![0].length;
  }

  try {
    value();
    skipSpace();
    if (index < text.length) fail(`${describe()} after the end of the document`);
    return null;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.offset);
    const line = before.split("\n").length;
    return { line, column: error.offset - before.lastIndexOf("\n"), reason: error.reason };
  }
}
