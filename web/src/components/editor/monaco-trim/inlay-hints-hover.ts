/**
 * Stands in for the inlay hints' hover part. The hover only tests parts against this class; the
 * real one is added by the inlay hints contribution, which the app never registers.
 */
export class InlayHintsHover {}
