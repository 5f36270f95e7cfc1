/** Why an editing command cannot be built (shown to the user as is). */
export class CommandError extends Error {
  constructor(message) {
    super(message);
    this.name = "CommandError";
  }
}
