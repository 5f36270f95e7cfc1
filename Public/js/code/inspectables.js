/**
 * `@IBInspectable` values as Interface Builder stores them: `<userDefinedRuntimeAttributes>` of the
 * object, one `<userDefinedRuntimeAttribute type=… keyPath=…>` per value, written exactly as Xcode
 * writes each type. Edits go through commands/runtime-attributes.js.
 */
import { escapeAttribute } from "../commands/xml-writer.js";

const NUMBER_TYPES = new Set(["CGFloat", "Double", "Float", "Float32", "Float64", "NSNumber", "Int", "Int8", "Int16", "Int32",
  "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger", "NSUInteger", "CGFloat?", "double", "float", "int"]);
const INTEGER_TYPES = new Set(["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger", "NSUInteger", "int"]);
const TYPE_BY_NAME = {
  Bool: "boolean", BOOL: "boolean", String: "string", NSString: "string", UIColor: "color", NSColor: "color", CGColor: "color",
  UIImage: "image", NSImage: "image", CGPoint: "point", NSPoint: "point", CGSize: "size", NSSize: "size", CGRect: "rect",
  NSRect: "rect", NSRange: "range",
};

/** The runtime attribute type Xcode uses for a declared Swift/Objective-C type, or null when IB can't inspect it. */
export function runtimeAttributeType(typeName) {
  if (NUMBER_TYPES.has(typeName)) return "number";
  return TYPE_BY_NAME[typeName] ?? null;
}

/** Xcode's float spelling: zero is "0.0", everything else the shortest form ("10", "0.5"). */
const real = (value) => (Number(value) === 0 ? "0.0" : String(Number(value)));

/**
 * One `<userDefinedRuntimeAttribute>` as XML text. `value` by type: number → number, boolean →
 * boolean, string/image → string, color → {red, green, blue, alpha}, point → {x, y},
 * size → {width, height}, rect → {x, y, width, height}, range → {location, length}; null → type nil.
 * `typeName` (the declared type) picks `<integer>` for integer types, `<real>` otherwise.
 */
export function runtimeAttributeXML(keyPath, type, value, { typeName = "" } = {}) {
  const open = (t, extra = "") => `<userDefinedRuntimeAttribute type="${t}" keyPath="${escapeAttribute(keyPath)}"${extra}`;
  if (value === null || value === undefined) return `${open("nil")}/>`;
  switch (type) {
    case "boolean": return `${open("boolean", ` value="${value ? "YES" : "NO"}"`)}/>`;
    case "string": return `${open("string", ` value="${escapeAttribute(value)}"`)}/>`;
    case "image": return `${open("image", ` value="${escapeAttribute(value)}"`)}/>`;
    case "number":
      return INTEGER_TYPES.has(typeName)
        ? `${open("number")}><integer key="value" value="${Math.trunc(Number(value))}"/></userDefinedRuntimeAttribute>`
        : `${open("number")}><real key="value" value="${real(value)}"/></userDefinedRuntimeAttribute>`;
    case "color":
      return `${open("color")}><color key="value" red="${real(value.red)}" green="${real(value.green)}" blue="${real(value.blue)}" alpha="${real(value.alpha ?? 1)}" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>`;
    case "point": return `${open("point")}><point key="value" x="${real(value.x)}" y="${real(value.y)}"/></userDefinedRuntimeAttribute>`;
    case "size": return `${open("size")}><size key="value" width="${real(value.width)}" height="${real(value.height)}"/></userDefinedRuntimeAttribute>`;
    case "rect":
      return `${open("rect")}><rect key="value" x="${real(value.x)}" y="${real(value.y)}" width="${real(value.width)}" height="${real(value.height)}"/></userDefinedRuntimeAttribute>`;
    case "range": return `${open("range")}><range key="value" location="${Math.trunc(value.location)}" length="${Math.trunc(value.length)}"/></userDefinedRuntimeAttribute>`;
    default: throw new Error(`runtime attribute type ${type} is not one Interface Builder writes`);
  }
}
