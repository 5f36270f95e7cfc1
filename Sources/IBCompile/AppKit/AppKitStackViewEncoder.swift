import IBDocument

/// `<stackView>` (distribution-based, flat hierarchy) → `NSStackView` { orientation,
/// alignment and secondary alignment, clipping resistance, hugging, spacing and edge insets
/// as floats, `NSStackViewdistribution`, `NSStackViewBeginningContainer` (an
/// `NSStackViewContainer` holding the arranged views), `NSStackViewDetachesHiddenViews`,
/// `NSStackViewHasFlatViewHierarchy` }. A stack with arranged views also gets an
/// `NSNibConnector` asking to be decoded early (in `NSConnections`, without an oid), as
/// ibtool writes. Non-default visibility
/// priorities and custom spacing are refused.
enum AppKitStackViewEncoder {
    static let alignments: [String: (Int64, Int64)] = [
        "top": (3, 1), "bottom": (4, 4), "leading": (5, 1), "trailing": (6, 4), "centerX": (9, 3), "centerY": (10, 3),
        "baseline": (11, 5), "firstBaseline": (12, 2),
    ]
    static let distributions: [String: Int64] = [
        "fill": 0, "fillEqually": 1, "fillProportionally": 2, "equalSpacing": 3, "equalCentering": 4,
    ]
    static let earlyDecodingLabel =
        "Encoding NSStackView requires being decoded before other connections with an early decoding order priority of 999990."
    /// `customSpacing` entries Interface Builder writes for "use the default spacing".
    static let defaultCustomSpacing = "3.4028234663852886e+38"

    static func encode(_ element: MarkupElement, parent: AppKitArchiveObject?,
                       walker: AppKitElementWalker) throws -> AppKitArchiveObject {
        let stack = AppKitArchiveObject(className: "NSStackView")
        var reader = AppKitAttributeReader(element)
        guard let distributionName = reader.string("distribution") else {
            throw AppKitEncodingError.unsupportedAttribute(attribute: "distribution", value: "(gravity areas)",
                                                           element: "stackView", id: reader.id)
        }
        guard let distribution = distributions[distributionName] else { throw reader.unsupported("distribution", distributionName) }
        var insets: [String: Double] = [:]
        try AppKitViewEncoder.encodeView(stack, element: element, reader: &reader, parent: parent, walker: walker) { child in
            switch child.name {
            case "edgeInsets" where child.attribute("key") == "edgeInsets":
                // transmission_MainMenu: right="4" → NSStackViewEdgeInsets.right 4.
                var insetReader = AppKitAttributeReader(child)
                for edge in ["top", "left", "right", "bottom"] { insets[edge] = try insetReader.double(edge) ?? 0 }
                try insetReader.finish()
                return true
            case "visibilityPriorities":
                guard child.childElements.allSatisfy({ $0.name == "integer" && $0.attribute("value") == "1000" }) else {
                    throw walker.unsupported(child)
                }
                return true
            case "customSpacing":
                guard child.childElements.allSatisfy({ $0.name == "real" && $0.attribute("value") == defaultCustomSpacing }) else {
                    throw walker.unsupported(child)
                }
                return true
            default:
                return false
            }
        }
        if let identifier = reader.string("identifier") { stack["NSReuseIdentifierKey"] = .string(identifier) }
        stack["NSStackViewOrientation"] = .integer(try reader.mapped("orientation", ["horizontal": Int64(0), "vertical": 1], default: 0))
        if let alignmentName = reader.string("alignment") {
            guard let alignment = alignments[alignmentName] else { throw reader.unsupported("alignment", alignmentName) }
            stack["NSStackViewSecondaryAlignment"] = .integer(alignment.1)
            stack["NSStackViewAlignment"] = .integer(alignment.0)
        }
        stack["NSStackViewVerticalClippingResistance"] = .float(Float(try reader.double("verticalClippingResistancePriority") ?? 1000))
        stack["NSStackViewHorizontalClippingResistance"] = .float(Float(try reader.double("horizontalClippingResistancePriority") ?? 1000))
        stack["NSStackViewVerticalHugging"] = .float(Float(try reader.double("verticalStackHuggingPriority") ?? 250))
        stack["NSStackViewHorizontalHugging"] = .float(Float(try reader.double("horizontalStackHuggingPriority") ?? 250))
        stack["NSStackViewSpacing"] = .float(Float(try reader.double("spacing") ?? 8))
        stack["NSStackViewdistribution"] = .integer(distribution)
        for edge in ["top", "left", "right", "bottom"] { stack["NSStackViewEdgeInsets.\(edge)"] = .float(Float(insets[edge] ?? 0)) }
        if case .object(let list)? = stack["NSSubviews"], !list.values.filter({ $0.key == "UINibEncoderEmptyKey" }).isEmpty {
            let arranged = list.values.compactMap { entry -> AppKitArchiveObject? in
                if case .object(let view) = entry.value { return view }
                return nil
            }
            stack["NSStackViewBeginningContainer"] = .object(container(arranged, stack: stack))
            let connector = AppKitArchiveObject(className: "NSNibConnector")
            connector.append("NSSource", .object(stack))
            connector.append("NSLabel", .string(earlyDecodingLabel))
            walker.context.addUnnumberedConnector(connector)
            // A stack with arranged views, and those views, record that they do not translate
            // their autoresizing masks (stackview_identifier, test19_layouts; empty stacks in
            // test22_stackview_orient do not).
            if element.attribute("translatesAutoresizingMaskIntoConstraints") == "NO" {
                stack["NSDoNotTranslateAutoresizingMask"] = .bool(true)
            }
            let arrangedElements = element.firstChild(named: "subviews")?.childElements ?? []
            for (view, viewElement) in zip(arranged, arrangedElements)
            where viewElement.attribute("translatesAutoresizingMaskIntoConstraints") == "NO" {
                view["NSDoNotTranslateAutoresizingMask"] = .bool(true)
            }
        }
        stack["NSStackViewDetachesHiddenViews"] = .bool(try reader.bool("detachesHiddenViews", default: false))
        if distributionName == "equalSpacing" { stack["NSStackViewHasEqualSpacing"] = .bool(true) }
        stack["NSStackViewHasFlatViewHierarchy"] = .bool(true)
        stack.order(AppKitViewEncoder.commonKeyOrder)
        try reader.finish()
        return stack
    }

    private static func container(_ arranged: [AppKitArchiveObject], stack: AppKitArchiveObject) -> AppKitArchiveObject {
        let container = AppKitArchiveObject(className: "NSStackViewContainer")
        container.append("NSNextResponder", .null)
        container.append("NSNibTouchBar", .null)
        container.append("NSvFlags", .integer(AppKitViewEncoder.autoresizesSubviews))
        container.append("NSFrameSize", .string("{0, 0}"))
        container.append("NSViewWantsBestResolutionOpenGLSurface", .bool(true))
        container.append("NSDoNotTranslateAutoresizingMask", .bool(true))
        container.append("IBNSSafeAreaLayoutGuide", .null)
        container.append("IBNSLayoutMarginsGuide", .null)
        container.append("IBNSClipsToBounds", .integer(0))
        container.append("NSStackViewContainerStackView", .object(stack))
        container.append("NSStackViewContainerViewToCustomAfterSpaceMap", .null)
        container.append("NSStackViewContainerVisibilityPriorities", .null)
        container.append("NSStackViewContainerNonDroppedViews", .object(.mutableArray(arranged)))
        return container
    }
}
