/**
 * The class catalog of the document's platform (`GET /api/catalog`): classes by name, the superclass chain
 * (Button → Control → View → Responder → Object), the library entries and the class names for autocomplete.
 */
export class Catalog {
  constructor(data) {
    this.platform = data.platform;
    this.classes = data.classes;
    this.byName = new Map(data.classes.map((c) => [c.className, c]));
    this.byElement = new Map();
    for (const c of data.classes) if (c.elementName && !this.byElement.has(c.elementName)) this.byElement.set(c.elementName, c);
  }

  /** The class and its superclasses, most specific first (unknown classes yield an empty chain). */
  chain(className) {
    const chain = [];
    for (let c = this.byName.get(className); c && !chain.includes(c); c = this.byName.get(c.superclassName)) chain.push(c);
    return chain;
  }

  /** The catalog class for a model node: its custom class's base is the class of its element. */
  classFor(node) {
    return this.byName.get(node.className) ?? this.byElement.get(node.tag) ?? null;
  }

  /** Classes offered in the object library (they have an element and a library title), in catalog order. */
  get libraryClasses() {
    return this.classes.filter((c) => c.elementName && c.libraryTitle);
  }

  /** Every outlet a class declares, its superclasses' included. */
  outletsOf(className) {
    return this.chain(className).flatMap((c) => c.outlets ?? []);
  }

  /** Control events of a class (UIControl subclasses), from the nearest class that lists them. */
  controlEventsOf(className) {
    return this.chain(className).find((c) => c.controlEvents?.length)?.controlEvents ?? [];
  }
}
