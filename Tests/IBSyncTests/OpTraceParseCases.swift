import IBDocument

/// Parser cases for the JS engine: odd-but-valid and hostile inputs, plus seeded truncations and
/// single-character corruptions of the sample storyboard, each with Swift's verdict (the error's
/// `line:column: sentence`, or that it parsed and serialized back identically).
enum OpTraceParseCases {
    struct Case: Encodable {
        var input: String
        var ok: Bool
        var error: String?
        var roundTrips: Bool?
    }

    static let handWritten: [String] = [
        "<a/>", "\u{FEFF}<a/>", "<?xml version=\"1.0\"?><a/>", "<?xml version='1.0' encoding='utf8' ?>\n<a/>\n",
        "<a  b = 'x'\n\tc=\"y\" ></a >", "<a><![CDATA[<not> & markup]]></a>", "<!--c--><a/><!--d-->\n",
        "<a>&lt;&gt;&amp;&quot;&apos;&#60;&#x3C;&#x1F600;</a>", "<a b=\"&#+60;\"/>", "<a b=\"&#-0;\"/>", "<a b=\"&#x;\"/>",
        "<a b=\"&#X3C;\"/>", "<a>&aaaaaaaaaaaa;</a>", "<a>&aaaaaaaaaaaaa;</a>", "<a>&éééééé;</a>", "<a>&ééééééé;</a>",
        "<a>&#1114112;</a>", "<a>&#xD800;</a>", "<a>&#99999999999;</a>", "<a>\u{1}</a>", "<a>\u{FFFE}</a>", "<a>\r\n</a>",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE document>\n<document/>", "<document>\n    <string>caf&eacute;</string>\n</document>",
        "<a b=\"fish & chips\"/>", "<document><!ENTITY x \"y\"></document>", "<?xml version=\"1.0\"?>\n<document>\n    <?php echo 1; ?>\n</document>",
        "\n<?xml version=\"1.0\"?><a/>", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "<?xml encoding=\"UTF-8\"?><a/>",
        "<?xml version=\"1.0\"", "<document>\n    <scenes>\n        <scene>\n</document>", "<document>\n    <scenes>\n",
        "<a b=c/>", "<a b/>", "<a b=\"1\"c=\"2\"/>", "<a b=\"1\" b=\"2\"/>", "<a b=\"x<y\"/>", "<a b=\"unterminated/>", "<1a/>",
        "<a/><b/>", "</a>", "text<a/>", "  ", "", "<a><!-- open </a>", "<a><![CDATA[ open </a>", "<![CDATA[x]]><a/>",
        "<a>text</b>", "<a></a", "<a/ >", "<a b='1'/", "<é attribut=\"ü\">日本</é>", "<a>\u{2028}</a>", "<?pi?><a/>",
        "<a>x</a> trailing", "<a>]]></a>", "<a b=\"\n\t\"/>", "<a><b></b><c/>\n</a>",
    ]

    static func all() -> [Case] {
        var inputs = handWritten
        let sample = SampleDocuments.storyboard
        let characters = Array(sample)
        var random = OpTraceRandom(seed: 0x5EED)
        for _ in 0..<40 { inputs.append(String(characters[..<random.below(characters.count)])) }
        for _ in 0..<160 {
            var corrupted = characters
            let piece = random.pick(["<", "&", "\"", ">", "/", "'", "=", "]]>", "-->", "<!--", "\u{0}", "&#0;", "é", "😀", "\u{FFFE}",
                                     "\r", "&#x1F600;", "&#65;", "<!DOCTYPE", "<?x?>", "</a>", "<![CDATA[", " "])
            corrupted.insert(contentsOf: Array(piece), at: random.below(corrupted.count))
            inputs.append(String(corrupted))
        }
        for _ in 0..<60 {
            var corrupted = characters
            corrupted.remove(at: random.below(corrupted.count))
            inputs.append(String(corrupted))
        }
        return inputs.map { input in
            do {
                let document = try MarkupDocument.parse(input)
                return Case(input: input, ok: true, roundTrips: document.serializedString() == input)
            } catch {
                return Case(input: input, ok: false, error: "\(error)")
            }
        }
    }
}
