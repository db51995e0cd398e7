// Hand-written code beside the generated types, as an SDK would have.

extension CheckoutPaymentStatus {
    /// Whether the payment will not change any more.
    public var isFinal: Bool {
        self == .succeeded || self == .failed
    }
}
