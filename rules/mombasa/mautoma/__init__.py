"""The Mautoma (Mautoma rules v2.0), the automated opponent of a solo game: hooks (the
entry points the base engine calls), setup, turn, view, logic (the pure decision functions).
Its read-only state helpers sit below it in the engine (rules.mombasa.automa_part); its
components are data: rules.mombasa.components.automa."""
