/**
 * The user's classes (from `GET /api/projects/{project}/classes`, parsed from their Swift and
 * Objective-C sources) combined with the class catalog (`GET /api/catalog`): what the identity
 * inspector offers as custom classes, which outlets and actions the connections panel lists for an
 * object, which destinations an outlet accepts, and which `@IBInspectable` properties the
 * attributes inspector shows.
 */
export class UserClasses {
  /**
   * @param {{classes: object[], frameworkExtensions?: object[]}} sources  the /classes response
   * @param {{classes: {className: string, superclassName?: string}[]}} catalog  the /api/catalog response
   */
  constructor(sources, catalog) {
    this.declared = new Map();
    for (const declared of sources?.classes ?? []) {
      this.declared.set(declared.objcName ?? declared.name, declared);
      const last = declared.name.split(".").at(-1);
      if (!this.declared.has(last)) this.declared.set(last, declared);
    }
    this.frameworkExtensions = new Map((sources?.frameworkExtensions ?? []).map((entry) => [entry.name, entry]));
    this.catalogSuperclass = new Map((catalog?.classes ?? []).map((entry) => [entry.className, entry.superclassName ?? null]));
  }

  /** Every ancestor of `className`, itself first: the user's classes, then the framework's. */
  chain(className) {
    const result = [];
    const seen = new Set();
    let current = className;
    while (current && !seen.has(current)) {
      seen.add(current);
      result.push(current);
      const declared = this.declared.get(current);
      current = declared ? declared.superclass ?? null : this.catalogSuperclass.get(current) ?? null;
    }
    return result;
  }

  isKindOf(className, ancestor) {
    if (ancestor === "Any" || ancestor === "AnyObject" || ancestor === "id" || ancestor === "NSObject") return true;
    return this.chain(className).includes(ancestor);
  }

  /**
   * Custom classes the identity inspector offers for an object whose framework class is
   * `baseClass`: the user's classes that inherit from it, then the catalog's subclasses of it,
   * filtered by `prefix` (case-insensitive, anywhere in the name), user classes first.
   */
  customClassSuggestions(baseClass, prefix = "") {
    const needle = prefix.toLowerCase();
    const matches = (name) => name.toLowerCase().includes(needle);
    const user = [...new Set([...this.declared.values()])]
      .map((declared) => declared.objcName ?? declared.name)
      .filter((name) => name !== baseClass && this.isKindOf(name, baseClass) && matches(name))
      .sort();
    const framework = [...this.catalogSuperclass.keys()]
      .filter((name) => name !== baseClass && this.isKindOf(name, baseClass) && matches(name))
      .sort();
    return [...user.map((name) => ({ name, source: "code" })), ...framework.map((name) => ({ name, source: "framework" }))];
  }

  /** The user's class entries along the chain, then extensions of framework classes on it. */
  #entries(className) {
    const entries = [];
    for (const name of this.chain(className)) {
      const declared = this.declared.get(name);
      if (declared) entries.push(declared);
      const extension = this.frameworkExtensions.get(name);
      if (extension) entries.push(extension);
    }
    return entries;
  }

  /** `@IBOutlet`s an object of `className` has (its own first, inherited after). */
  outlets(className) {
    return this.#entries(className).flatMap((entry) => entry.outlets ?? []);
  }

  /** `@IBAction`s (with runtime selectors) an object of `className` responds to. */
  actions(className) {
    return this.#entries(className).flatMap((entry) => entry.actions ?? []);
  }

  /** `@IBInspectable` properties shown in the attributes inspector for `className`. */
  inspectables(className) {
    return this.#entries(className).flatMap((entry) => entry.inspectables ?? []);
  }

  /** Outlets of `sourceClass` that may point at an object of `destinationClass` (type-filtered as in Xcode). */
  outletsAccepting(sourceClass, destinationClass) {
    return this.outlets(sourceClass).filter((outlet) => this.isKindOf(destinationClass, outlet.typeName));
  }

  /** Actions of `targetClass` a control of `senderClass` can send (sender type compatible). */
  actionsAccepting(targetClass, senderClass) {
    return this.actions(targetClass).filter((action) => !action.senderType || this.isKindOf(senderClass, action.senderType));
  }
}
