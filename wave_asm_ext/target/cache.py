"""Caches that belong to a target object and go with it."""

from __future__ import annotations

import weakref

#: id(target) -> (weak reference to it, its caches); an entry goes with its target
_TARGET_CACHES: dict[int, tuple[weakref.ref, dict]] = {}


def target_cache(target, name: str, factory=dict):
    """A cache of class-level facts (functions of the target DB and an instruction's
    mnemonic and class-changing modifiers) that outlives one run of the passes or one
    estimate: everything on the same target object shares it (``factory()`` makes it on
    first use)."""
    key = id(target)
    e = _TARGET_CACHES.get(key)
    if e is None or e[0]() is not target:
        e = _TARGET_CACHES[key] = (weakref.ref(target, lambda _, k=key: _TARGET_CACHES.pop(k, None)), {})
    c = e[1].get(name)
    if c is None:
        c = e[1][name] = factory()
    return c
