"""Compare two kosoku (Autobahn) report folders: our server vs the reference echo server.

Usage: python compare.py OURS_DIR REFERENCE_DIR
Prints a per-section table and every case whose verdict differs, then exits 1 if our server fails a case the
reference passes (or fails any case, except the known kosoku 0.1.0 false failures 7.1.5, 9.3.*, 9.4.* where the
reference fails them too). "Pass" = behavior OK, NON-STRICT or INFORMATIONAL.
"""
import collections
import fnmatch
import json
import os
import sys

PASSING = {"OK", "NON-STRICT", "INFORMATIONAL"}
KNOWN_KOSOKU_FALSE_FAILURES = ["7.1.5", "9.3.*", "9.4.*"]
COLUMNS = ["OK", "NON-STRICT", "INFORMATIONAL", "UNIMPLEMENTED", "FAILED", "ERROR", "missing"]


def load(folder):
    """case id -> behavior (first agent in index.json; kosoku writes one agent per run)."""
    path = os.path.join(folder, "index.json")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        index = json.load(f)
    verdicts = {}
    for cases in index.values():
        for case, result in cases.items():
            verdicts[case] = result.get("behavior", "ERROR")
    return verdicts


def case_key(case):
    return tuple(int(part) for part in case.split("."))


def section(case):
    parts = case.split(".")
    return ".".join(parts[:2]) if len(parts) > 2 else parts[0]


def summary(verdicts):
    counts = collections.Counter(verdicts)
    return " ".join(f"{counts[c]:>3}" for c in COLUMNS)


def main(ours_dir, reference_dir):
    ours, reference = load(ours_dir), load(reference_dir)
    cases = sorted(set(ours) | set(reference), key=case_key)
    if not cases:
        print("no results found")
        return 2
    by_section = collections.OrderedDict()
    for case in cases:
        by_section.setdefault(section(case), []).append(case)

    header = " ".join(f"{c[:4]:>3}" for c in COLUMNS)
    print(f"{'section':<8} {'cases':>5} | ours: {header} | reference: {header}")
    for name, members in by_section.items():
        ours_verdicts = [ours.get(c, "missing") for c in members]
        ref_verdicts = [reference.get(c, "missing") for c in members]
        marker = "" if ours_verdicts == ref_verdicts else "  <- differs"
        print(f"{name:<8} {len(members):>5} | ours: {summary(ours_verdicts)} | reference: {summary(ref_verdicts)}{marker}")
    print(f"{'total':<8} {len(cases):>5} | ours: {summary([ours.get(c, 'missing') for c in cases])}"
          f" | reference: {summary([reference.get(c, 'missing') for c in cases])}")

    differing = [c for c in cases if ours.get(c) != reference.get(c)]
    if differing:
        print("\ncases with different verdicts (ours vs reference):")
        for case in differing:
            print(f"  {case:<10} {ours.get(case, 'missing'):<14} {reference.get(case, 'missing')}")

    gate_failures, ignored = [], []
    for case in cases:
        our_verdict = ours.get(case, "missing")
        if our_verdict in PASSING:
            continue
        reference_fails = reference.get(case, "missing") not in PASSING
        known = any(fnmatch.fnmatch(case, pattern) for pattern in KNOWN_KOSOKU_FALSE_FAILURES)
        if known and reference_fails:
            ignored.append(case)
        else:
            gate_failures.append(case)
    if ignored:
        print(f"\nignored (known kosoku false failures, reference fails them too): {' '.join(ignored)}")
    if gate_failures:
        print(f"\nGATE FAILED: our server fails {len(gate_failures)} case(s): {' '.join(gate_failures)}")
        for case in gate_failures:
            print(f"  {case}: ours {ours.get(case, 'missing')}, reference {reference.get(case, 'missing')}")
        return 1
    print("\nGATE PASSED: our server passes every case the reference passes.")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
