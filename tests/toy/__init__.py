"""The toy game "Secret sums" as a plug-in, the way a game outside this repository is added
(docs/adding-a-game.md): its engine (``game``, with its catalogue in ``locales/``), its bot
record (``record``), and ``plugin``, the module the ``GAME_PLUGINS`` setting names
(``Settings(game_plugins=("tests.toy.plugin",))``), which imports both. No file outside this
package names the game. Tests that only need the engine (the test kit, the store) import
``tests.toy.game``."""
