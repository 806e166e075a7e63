"""The grammar's frozen records made and copied slot by slot (`slot_init`, `evolve`, `build`).

A build copies members, references and citations tens of thousands of times; a frozen record's
`__init__` sets each field through `object.__setattr__`, and `dataclasses.replace` looks its
fields up again on every call. Here each record class's slots are written directly, through
their own descriptors (past the frozen `__setattr__`), by functions generated once per class
(`build`), per class and set of changed fields (`evolve`), and as the class's own `__init__`
(`slot_init`). Where it can, a record is written as its plain twin (`_twin`: the same slots, no
frozen `__setattr__`), each slot by a plain assignment, then given its class back: a slot's
descriptor called from Python costs four times as much.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import MISSING, fields
from operator import attrgetter
from types import MemberDescriptorType
from typing import Any, TypeVar

_Record = TypeVar("_Record")

# Per record class: its field values in order (one C call), each field's place among them, how
# many there are, and a function writing them all to a new record's slots (through each slot's
# own descriptor: it writes past the frozen `__setattr__`; none for a record that is not slotted
# or checks its fields after `__init__`).
_Fill = Callable[[Any, Sequence[Any]], None]
_Layout = tuple[Callable[[Any], tuple[Any, ...]], dict[str, int], int, _Fill | None]
_LAYOUTS: dict[type[Any], _Layout] = {}
# Per record class and the fields a copy changes (in the order given): a function making the
# copy from the record and the new values, or None where the class's slots cannot be written.
_Evolver = Callable[..., Any]
_EVOLVERS: dict[tuple[type[Any], tuple[str, ...]], _Evolver | None] = {}
# Per record class: its plain twin, or None (see `_twin`).
_TWINS: dict[type[Any], type[Any] | None] = {}


def _twin(kind: type[Any]) -> type[Any] | None:
    """A plain class with exactly `kind`'s slots (its fields), whose instances may take
    `kind` as their class and back (the same layout); None for a class with a base of its
    own or other slots, or whose instances cannot change class."""
    if kind in _TWINS:
        return _TWINS[kind]
    names = tuple(f.name for f in fields(kind))
    twin: type[Any] | None = None
    if kind.__bases__ == (object,) and tuple(getattr(kind, "__slots__", ())) == names:
        twin = type(f"{kind.__name__}Slots", (), {"__slots__": names})
        try:
            object.__new__(twin).__class__ = kind  # the layouts agree
        except TypeError:
            twin = None
    _TWINS[kind] = twin
    return twin


def _writes(target: str, values: list[str], names: list[str], kind: type[Any]) -> str:
    """The statements writing `values` to the slots of `target` (a `kind`, or a twin made as
    one by `__new__(__twin__)`): as its twin (`__twin__`, set past the frozen `__setattr__`) by
    plain assignments, then a `kind` again; or through each slot's descriptor (`s{i}`)."""
    if _twin(kind) is None:
        return "".join(f"    s{i}({target}, {value})\n" for i, value in enumerate(values))
    pairs = zip(names, values, strict=True)
    writes = "".join(f"    {target}.{name} = {value}\n" for name, value in pairs)
    to_twin = f"    if {target}.__class__ is __kind__:\n"
    to_twin += f"        __setattr__({target}, '__class__', __twin__)\n"
    return f"{to_twin}{writes}    {target}.__class__ = __kind__\n"


def _space(kind: type[Any], members: list[MemberDescriptorType]) -> dict[str, Any]:
    """The names `_writes`' statements use."""
    space: dict[str, Any] = {f"s{i}": member.__set__ for i, member in enumerate(members)}
    twin = _twin(kind)
    space |= {"__twin__": twin, "__kind__": kind, "__setattr__": object.__setattr__}
    return space | {"__new__": object.__new__, "__made__": kind if twin is None else twin}


def _slots(kind: type[Any]) -> list[MemberDescriptorType] | None:
    """The class's field slots in order, None when it is not slotted, checks its fields after
    `__init__`, or has fewer than two positional fields."""
    own = fields(kind)
    if len(own) < 2 or not all(f.init and not f.kw_only for f in own):
        raise TypeError(f"{kind.__name__}: evolve needs two or more positional fields")
    slots = [getattr(kind, f.name, None) for f in own]
    members = [slot for slot in slots if isinstance(slot, MemberDescriptorType)]
    if len(members) != len(own) or hasattr(kind, "__post_init__"):
        return None
    return members


def _layout(kind: type[Any]) -> _Layout:
    if (known := _LAYOUTS.get(kind)) is not None:
        return known
    names = tuple(f.name for f in fields(kind))
    members = _slots(kind)
    fill = None if members is None else _filler(kind, list(names), members)
    at = {name: at for at, name in enumerate(names)}
    known = _LAYOUTS[kind] = attrgetter(*names), at, len(names), fill
    return known


def _filler(kind: type[Any], names: list[str], members: list[MemberDescriptorType]) -> _Fill:
    """A function writing `values[i]` to the `i`th slot, one statement each (a loop over the
    slots was a third of a copy's time: 1.7 µs a citation instead of 1.2)."""
    values = [f"values[{i}]" for i in range(len(names))]
    space = _space(kind, members)
    exec(f"def fill(made, values):\n{_writes('made', values, names, kind)}", space)
    fill: _Fill = space["fill"]  # names and code of our own making
    return fill


def _evolver(kind: type[Any], changed: tuple[str, ...]) -> _Evolver | None:
    """A function `(record, *new values of changed)` → the copy, one statement per slot: the
    new value, or the record's own read as an attribute (no list of all values made, no loop
    over the changes: a member's copy took 0.84 µs, now about half)."""
    names = [f.name for f in fields(kind)]
    if unknown := [name for name in changed if name not in names]:
        raise TypeError(f"{kind.__name__} has no field {unknown[0]!r}")
    members = _slots(kind)
    if members is None:
        return None
    given = {name: f"v{at}" for at, name in enumerate(changed)}
    body = _writes("made", [given.get(name, f"record.{name}") for name in names], names, kind)
    space = _space(kind, members)
    params = "".join(f", {value}" for value in given.values())
    exec(f"def copy(record{params}):\n    made = __new__(__made__)\n{body}    return made\n", space)
    made: _Evolver = space["copy"]  # names and code of our own making
    return made


def evolve(record: _Record, **changes: Any) -> _Record:
    """`dataclasses.replace` for the grammar's frozen records without looking their fields up
    again on every call, nor calling `__init__`: the copy's slots are written directly (a
    citation: 1.9 µs instead of 10.5)."""
    key = (type(record), tuple(changes))
    if key in _EVOLVERS:
        copy = _EVOLVERS[key]
    else:
        copy = _EVOLVERS[key] = _evolver(*key)
    if copy is not None:
        made: _Record = copy(record, *changes.values())
        return made
    values, at, _, _ = _layout(key[0])
    all_values = list(values(record))
    for name, value in changes.items():
        all_values[at[name]] = value
    rebuilt: _Record = key[0](*all_values)
    return rebuilt


def build(kind: type[_Record], values: Sequence[Any]) -> _Record:
    """A record of `kind` from all its field values in order (its slots written directly, as
    `evolve` does)."""
    _, _, count, fill = _layout(kind)
    if fill is None or len(values) != count:
        return kind(*values)
    made: _Record = object.__new__(kind)
    fill(made, values)
    return made


def slot_init(kind: type[_Record]) -> type[_Record]:
    """`kind` (a frozen, slotted dataclass) with an `__init__` writing each slot through its
    descriptor, its parameters and defaults the dataclass's own: a frozen `__init__` sets each
    field by `object.__setattr__` and its name (a reference made in 1.3 µs, now 0.5). A class
    with a default factory, a field outside `__init__`, a keyword-only field or a
    `__post_init__` keeps its own."""
    own = fields(kind)  # type: ignore[arg-type]
    slots = [getattr(kind, f.name, None) for f in own]
    members = [slot for slot in slots if isinstance(slot, MemberDescriptorType)]
    if (
        hasattr(kind, "__post_init__")
        or len(members) != len(own)
        or any(f.default_factory is not MISSING or not f.init or f.kw_only for f in own)
    ):
        return kind
    space = _space(kind, members)
    params: list[str] = []
    for i, f in enumerate(own):
        if f.default is not MISSING:
            space[f"d{i}"] = f.default
        params.append(f.name if f.default is MISSING else f"{f.name}=d{i}")
    names = [f.name for f in own]
    fallback = "".join(f"        s{i}(self, {name})\n" for i, name in enumerate(names))
    body = _writes("self", names, names, kind)
    guard = f"    if self.__class__ is not __kind__:  # a subclass's\n{fallback}        return\n"
    exec(f"def __init__(self, {', '.join(params)}):\n{guard}{body}", space)  # our own code
    space["__init__"].__qualname__ = f"{kind.__qualname__}.__init__"
    kind.__init__ = space["__init__"]  # type: ignore[method-assign]
    return kind
