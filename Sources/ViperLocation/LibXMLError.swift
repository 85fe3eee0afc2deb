import Viper

/// Words for the libxml2 error codes `XMLParser` reports (its `NSError` codes are libxml2's).
/// FoundationXML's `XMLParser.ErrorCode` cases do not line up with these codes on Linux, so
/// the common ones are spelled out here.
enum LibXMLError {
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: "no root element"
        case 5: "unexpected end of the document, or content after the root element"
        case 9: "invalid character"
        case 22, 68: "a name is missing"
        case 23: "entity reference without ;"
        case 26: "undeclared entity"
        case 38: "< in an attribute value"
        case 39: "attribute value without quotes"
        case 40: "attribute value not closed"
        case 41: "attribute without a value"
        case 42: "attribute given twice"
        case 45: "comment not closed"
        case 63: "CDATA section not closed"
        case 65: "space required"
        case 73: "> expected"
        case 76: "start and end tags do not match"
        case 77: "element not closed"
        case 201: "undefined namespace prefix"
        default: "XML error \(code)"
        }
    }
}
