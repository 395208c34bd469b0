"""The Mautoma (Mautoma rules v2.0), the automated opponent of a solo game: hooks (the
entry points the base engine calls), setup, turn, view, state (read-only helpers), logic
(the pure decision functions). Its components are data: rules.mombasa.components.automa."""
