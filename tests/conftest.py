import tests.toygame  # noqa: F401  (registers the "toy" game used by kit, store and bot tests)
