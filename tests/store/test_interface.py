"""The store's typed interface: AsyncGameStore implements every method of ``Store``
explicitly, each typed and shaped like the synchronous GameStore method it runs."""

import inspect

from bot.store import AsyncGameStore, GameStore, Store

CONTROL = {"run", "read", "close"}  # the facade's own calls, not GameStore methods


def _methods(cls) -> dict[str, object]:
    return {name: fn for name, fn in vars(cls).items()
            if inspect.iscoroutinefunction(fn) and not name.startswith("_")}


def test_the_interface_lists_every_call_with_its_types():
    methods = _methods(Store)
    assert len(methods) == 82 + len(CONTROL)  # 80, and the held drafts: hold_draft, flush_drafts
    for name, fn in methods.items():
        signature = inspect.signature(fn)
        assert signature.return_annotation is not inspect.Signature.empty, name
        for p in list(signature.parameters.values())[1:]:
            assert p.annotation is not inspect.Parameter.empty, f"{name}({p.name})"


def test_async_game_store_implements_every_method_explicitly_with_its_signature():
    own = _methods(AsyncGameStore)  # defined in the class itself, not set by a loop
    for name, fn in _methods(Store).items():
        assert name in own and not hasattr(own[name], "__wrapped__"), name
        assert inspect.signature(own[name]) == inspect.signature(fn), name


def test_each_store_call_is_the_coroutine_of_the_game_store_method():
    for name, fn in _methods(Store).items():
        if name in CONTROL:
            continue
        assert inspect.signature(fn) == inspect.signature(getattr(GameStore, name)), name


async def test_an_open_store_is_a_store():
    store = await AsyncGameStore.open()
    try:
        assert isinstance(store, Store)
    finally:
        await store.close()
