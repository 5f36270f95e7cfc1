// The solver's inputs: variables, strengths and linear constraints — the JavaScript twin of
// Sources/IBLayout/Solver/{Variable,Strength,Constraint}.swift. solver.js re-exports them.

/** A value the solver chooses. Identity matters: two variables with one name are different unknowns. */
export class Variable {
  constructor(name) {
    this.name = name;
    this.value = 0;
  }
}

/** Strengths: strong·10⁶ + medium·10³ + weak, each band clipped to 0…1000; `required` above all. */
export const Strength = {
  create(strong, medium, weak, factor = 1) {
    const clip = (v) => Math.min(Math.max(v * factor, 0), 1000);
    return clip(strong) * 1_000_000 + clip(medium) * 1000 + clip(weak);
  },
  required: 1000 * 1_000_000 + 1000 * 1000 + 1000,
  strong: 1_000_000,
  medium: 1000,
  weak: 1,
  /**
   * A required constraint the solver had to refuse, added back as the strongest optional one (the whole strong
   * band: above every priority and drag): as UIKit's engine does with a constraint it breaks, it then holds as
   * nearly as the required ones allow.
   */
  brokenRequired: 1000 * 1_000_000,
  /** UIKit priorities: 1000 is required, 1…999 are weights in the medium band. */
  fromPriority(priority) {
    return priority >= 1000 ? Strength.required : Strength.create(0, Math.max(priority, 1), 0);
  },
};

/** `terms` ([variable, coefficient] pairs) + constant, related to zero: `expression op 0`. */
export class Constraint {
  constructor(terms, constant, relation, strength = Strength.required, label = null) {
    // Merge repeated variables (first-appearance order), drop zero coefficients. Terms that are
    // merged already (a layout system's) are kept as given; otherwise few terms: a linear
    // search allocates less than a Map.
    this.constant = constant;
    this.relation = relation; // "==", "<=", ">="
    this.strength = Math.min(Math.max(strength, 0), Strength.required);
    this.label = label;
    if (isReduced(terms)) {
      this.terms = terms;
      return;
    }
    const variables = [];
    const coefficients = [];
    for (const [variable, coefficient] of terms) {
      const index = variables.indexOf(variable);
      if (index < 0) {
        variables.push(variable);
        coefficients.push(0 + coefficient);
      } else {
        coefficients[index] += coefficient;
      }
    }
    this.terms = [];
    for (let index = 0; index < variables.length; index += 1) {
      if (coefficients[index] !== 0) this.terms.push([variables[index], coefficients[index]]);
    }
  }

  get isRequired() {
    return this.strength >= Strength.required;
  }

  /** The mapping's name for the label: where the constraint comes from (a sentence). */
  get origin() {
    return this.label;
  }

  set origin(origin) {
    this.label = origin;
  }
}

/** True when no variable repeats and no coefficient is zero (pairs may be kept as they are). */
function isReduced(terms) {
  for (let index = 0; index < terms.length; index += 1) {
    const [variable, coefficient] = terms[index];
    if (coefficient === 0) return false;
    for (let other = 0; other < index; other += 1) if (terms[other][0] === variable) return false;
  }
  return true;
}
