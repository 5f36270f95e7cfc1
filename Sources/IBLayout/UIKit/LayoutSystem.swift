import IBDocument

/// A document's layout as plain data: per root hierarchy, the variables of every view and the
/// constraints in the order the solver adds them. The browser solves it with
/// `Public/js/layout/document-system.js` (and drags views through edit variables) without
/// re-implementing the UIKit mapping; both sides give the same frames.
public struct LayoutSystem: Codable, Equatable {
    public struct View: Codable, Equatable {
        public let id: String
        public let superviewID: String?
        /// Indices of the view's frame variables: `left` and `top` are its origin in its
        /// superview's bounds (y down; a root's is 0), so a view's position in root coordinates
        /// is the sum of the origins up its superview chain.
        public let left: Int
        public let top: Int
        public let width: Int
        public let height: Int
        /// AppKit: the frame's y is written up from the superview's bottom.
        public let bottomUp: Bool
        /// Roots keep their stored origin in the frame they report.
        public let storedX: Double?
        public let storedY: Double?
        /// A switch's frame size whatever the layout says (`IntrinsicContentSize.fixedFrameSize`).
        public let fixedWidth: Double?
        public let fixedHeight: Double?
        /// How far the frame reaches beyond the solved (alignment) rect: top, left, bottom, right
        /// (`AlignmentRect.frameOutsets`: SF Symbol image views).
        public let frameOutsets: [Double]?
    }

    public struct Term: Codable, Equatable {
        public let variable: Int
        public let coefficient: Double
    }

    public struct Entry: Codable, Equatable {
        public let terms: [Term]
        public let constant: Double
        /// `==`, `<=` or `>=` (against zero).
        public let relation: String
        public let strength: Double
        /// Where it comes from (`constraint abc-12-xyz`, `intrinsic content size of …`).
        public let origin: String
    }

    public struct Root: Codable, Equatable {
        public let rootID: String
        public let variableCount: Int
        /// The device's points-to-pixels scale: frames come back with their edges on its pixels (`PixelAlignment`).
        public let pixelScale: Double
        public let views: [View]
        public let constraints: [Entry]
    }

    public let device: String
    public let roots: [Root]
}

extension DocumentLayout {
    /// The constraint systems `solve()` solves, as data.
    public func system() -> LayoutSystem {
        let (environment, layouts) = rootLayouts()
        return LayoutSystem(device: environment.device.id, roots: layouts.map(LayoutSystem.Root.init))
    }
}

extension LayoutSystem.Root {
    init(_ layout: RootLayout) {
        var indexOf: [Variable: Int] = [:]
        func index(_ variable: Variable) -> Int {
            if let known = indexOf[variable] { return known }
            indexOf[variable] = indexOf.count
            return indexOf.count - 1
        }
        let views = layout.nodes.map { node in
            let fixed = node.appKit == nil ? IntrinsicContentSize.fixedFrameSize(of: node.element, toolsVersion: layout.environment.toolsVersion) : nil
            return LayoutSystem.View(id: node.id, superviewID: node.parent?.id, left: index(node.variables.x), top: index(node.variables.y),
                              width: index(node.variables.width), height: index(node.variables.height), bottomUp: node.usesBottomUpFrame,
                              storedX: node.isRoot ? node.storedFrame?.x : nil, storedY: node.isRoot ? node.storedFrame?.y : nil,
                              fixedWidth: fixed?.width, fixedHeight: fixed?.height,
                              frameOutsets: AlignmentRect.frameOutsets(of: node, toolsVersion: layout.environment.toolsVersion).map { [$0.top, $0.left, $0.bottom, $0.right] })
        }
        let entries = layout.constraints.map { item in
            LayoutSystem.Entry(terms: item.constraint.expression.terms.map { LayoutSystem.Term(variable: index($0.variable), coefficient: $0.coefficient) },
                               constant: item.constraint.expression.constant, relation: item.constraint.relation.rawValue,
                               strength: item.constraint.strength.weight, origin: item.origin.description)
        }
        self.init(rootID: layout.root.id, variableCount: indexOf.count, pixelScale: layout.pixelScale, views: views,
                  constraints: entries)
    }
}
