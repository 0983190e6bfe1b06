"""The methods of the package's dataclasses, compiled once: at set-up, not at each start.

``dataclasses`` makes each class's methods (``__init__``, ``__eq__``, ``__hash__``...) by
compiling source it writes, and the package's 300 dataclasses write 136 different ones:
compiling them was two fifths of importing the package in the page, where nothing is
compiled yet. So, while the app is imported (:func:`compiled_once`):

* each source is compiled only once (the same code object for the same text: the classes
  are what they would be);
* and not at all if the set-up compiled it already: scripts/trace.py imports the whole
  package in the page's own Pyodide, keeps the code of each source (:func:`dumps`), and
  scripts/vendor.py puts it in belot.zip beside this module (:data:`SHIPPED`), which
  static/belot_boot.py reads (:func:`loads`) before the package is imported.

The code is found by a hash of its source (BLAKE2b, 128 bits), so a class changed since
the set-up, or a source it never saw, is compiled as before; and a file of another
Python (another bytecode's magic number) is not used at all.

Then, most of what is left of making a class is ``dataclasses`` writing those sources
(for each class, text for each method, then the text of a function that makes them all).
For a class of the one *shape* the package uses (:func:`shape`: the arguments
``@dataclass`` and ``@dataclass(frozen=True)`` give, a docstring, no dataclass among its
bases, each field an ordinary one with at most a default or a default factory), that
source depends only on its shape: whether it is frozen, has its own ``__hash__`` or a
``__post_init__``, whether a field is called ``self``, and each field's name and kind of
default. While the set-up imports the package, each shape and the source it wrote are
noted (:attr:`Methods.shapes`, shipped by :func:`dumps_shapes` as :data:`SHAPES`); in the
page, a class of a shipped shape is made by :func:`made_from_shape`, which does what
``dataclasses._process_class`` of this Python does for it, step by step, with the code of
that source and without writing it. Any other class (another shape, other arguments, a
shape not shipped, another Python) is left to ``dataclasses``. The set-up checks, class by
class, that ``dataclasses`` gives its methods what :func:`made_from_shape` would
(:attr:`Methods.unexpected`), and tests/test_dataclass_shapes.py makes every class of the
package both ways in the vendored Pyodide and compares them.

static/belot_boot.py loads this module by its path, before the package is imported (the
package's ``__init__`` makes dataclasses): it imports nothing of the package.
"""

from __future__ import annotations

import abc
import builtins
import contextlib
import dataclasses
import functools
import hashlib
import importlib.util
import marshal
import os
import sys
import typing
from collections.abc import Callable, Iterator, Mapping
from types import CodeType, MemberDescriptorType
from typing import Any

# Beside this module in the package (the page's belot/app/), written at set-up.
SHIPPED = "dataclass_methods.bin"
SHAPES = "dataclass_shapes.bin"

# A class's shape (:func:`shape`): frozen, its own __hash__, a __post_init__, a field
# called ``self``, and each field's name and kind of default (NO_DEFAULT, DEFAULT, FACTORY).
Shape = tuple[bool, bool, bool, bool, tuple[tuple[str, int], ...]]
# What a shape's source makes: the methods' names, in the order its function returns them,
# and the source's :func:`key`.
Made = tuple[tuple[str, ...], bytes]
NO_DEFAULT, DEFAULT, FACTORY = 0, 1, 2

# What @dataclass and @dataclass(frozen=True) pass dataclasses._process_class after the
# class (init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots,
# weakref_slot), with ``frozen`` left out: the only classes made from a shape.
PLAIN = (True, True, True, False, False, True, False, False, False)

# dataclasses' own names, private ones among them: what made_from_shape does in its stead
# is for the Python whose internals it follows (3.14); with any other, nothing is noted
# nor made from a shape.
_dc: Any = dataclasses
FOLLOWED = sys.version_info[:2] == (3, 14) and hasattr(_dc, "_FuncBuilder")


def key(source: str) -> bytes:
    """What finds the code of ``source``."""
    return hashlib.blake2b(source.encode(), digest_size=16).digest()


def dumps(compiled: Mapping[str, CodeType]) -> bytes:
    """The code of each source, by :func:`key`, for this Python (its magic number first)."""
    by_key = {key(source): code for source, code in sorted(compiled.items())}
    return importlib.util.MAGIC_NUMBER + marshal.dumps(by_key)


def _unmarshalled(data: bytes) -> object:
    """What ``data`` holds after this Python's magic number; None if not such a file."""
    magic = importlib.util.MAGIC_NUMBER
    if not data.startswith(magic):
        return None
    try:
        return marshal.loads(data[len(magic) :])
    except (EOFError, ValueError, TypeError):
        return None


def loads(data: bytes) -> dict[bytes, CodeType]:
    """What :func:`dumps` wrote; nothing if it was another Python's, or is not such a file."""
    found = _unmarshalled(data)
    if not isinstance(found, dict):
        return {}
    return {k: v for k, v in found.items() if isinstance(k, bytes) and isinstance(v, CodeType)}


def dumps_shapes(shapes: Mapping[Shape, tuple[tuple[str, ...], str]]) -> bytes:
    """Each shape noted (:attr:`Methods.shapes`) with its methods' names and its source's
    :func:`key`, for this Python."""
    made = {s: (names, key(source)) for s, (names, source) in sorted(shapes.items())}
    return importlib.util.MAGIC_NUMBER + marshal.dumps(made)


def _is_shape(found: object) -> bool:
    if not (isinstance(found, tuple) and len(found) == 5 and isinstance(found[4], tuple)):
        return False
    return all(isinstance(flag, bool) for flag in found[:4]) and all(
        isinstance(f, tuple) and len(f) == 2 and isinstance(f[0], str) and f[1] in (0, 1, 2)
        for f in found[4]
    )


def _is_made(found: object) -> bool:
    return (
        isinstance(found, tuple)
        and len(found) == 2
        and isinstance(found[0], tuple)
        and all(isinstance(name, str) for name in found[0])
        and isinstance(found[1], bytes)
    )


def loads_shapes(data: bytes) -> dict[Shape, Made]:
    """What :func:`dumps_shapes` wrote; nothing if it was another Python's, or is not such
    a file (an entry not of that form is left out)."""
    found = _unmarshalled(data)
    if not isinstance(found, dict):
        return {}
    return {s: m for s, m in found.items() if _is_shape(s) and _is_made(m)}


def _read(name: str) -> bytes:
    try:
        with open(os.path.join(os.path.dirname(__file__), name), "rb") as file:
            return file.read()
    except OSError:
        return b""


def read_shipped() -> dict[bytes, CodeType]:
    """The code the set-up shipped beside this module (nothing if there is none)."""
    return loads(_read(SHIPPED))


def read_shapes() -> dict[Shape, Made]:
    """The shapes the set-up shipped beside this module (nothing if there are none)."""
    return loads_shapes(_read(SHAPES))


class Methods:
    """What :func:`compiled_once` found: the code of each source (``code``), the sources it
    compiled itself, none shipped (``compiled``), each shape ``dataclasses`` made a class
    of with the methods' names and the source (``shapes``), the classes made from a shipped
    shape instead (``made``), and what did not go as :func:`made_from_shape` expects
    (``unexpected``: a class whose methods ``dataclasses`` made otherwise, or two sources
    for one shape; the set-up stops on any)."""

    def __init__(self) -> None:
        self.code: dict[str, CodeType] = {}
        self.compiled: list[str] = []
        self.shapes: dict[Shape, tuple[tuple[str, ...], str]] = {}
        self.made = 0
        self.unexpected: list[str] = []


class Found:
    """A class about to be made, as ``dataclasses`` would find it (:func:`shape`). (Not a
    dataclass, as :class:`Methods`: this module is run before :func:`compiled_once` is
    open, and its own would be compiled at each start.)"""

    def __init__(self, of: Shape, own: list[Any], fields: dict[str, Any], init: list[Any]) -> None:
        self.of = of  # its shape
        self.own = own  # its own fields (ClassVars among them), as Field objects
        self.fields = fields  # with its dataclass bases' first, as its __dataclass_fields__
        self.init = init  # those its __init__ takes, in order (not its ClassVars)


def shape(cls: type, params: tuple[bool, ...]) -> Found | None:
    """``cls``, about to be made with ``params`` (what ``_process_class`` is given after the
    class), with its shape and its fields as ``dataclasses`` finds them (a field given as
    ``field(...)`` in the class is that object, named, as ``dataclasses`` names it); None
    if it is not a class of the shape made here. The class is not changed."""
    if params[:5] + params[6:] != PLAIN or not cls.__doc__ or cls.__module__ not in sys.modules:
        return None
    fields: dict[str, Any] = {}
    for base in cls.__mro__[-1:0:-1]:
        base_fields = getattr(base, _dc._FIELDS, None)
        if base_fields is not None:
            if getattr(base, _dc._PARAMS).frozen != params[5]:
                return None  # dataclasses says what is wrong
            fields.update(base_fields)
    annotations = _dc.annotationlib.get_annotations(cls, format=_dc.annotationlib.Format.FORWARDREF)
    namespace = vars(sys.modules[cls.__module__])
    own = []
    for name, annotation in annotations.items():
        if not isinstance(annotation, str) or name in ("__hash__", "__eq__"):
            return None
        found = _field(cls, name, annotation, namespace)
        if found is None:
            return None
        own.append(found)
    if any(isinstance(v, dataclasses.Field) and n not in annotations for n, v in vars(cls).items()):
        return None  # dataclasses says what is wrong
    fields.update((f.name, f) for f in own)
    init = [f for f in fields.values() if f._field_type is _dc._FIELD]
    if len(init) + sum(f._field_type is _dc._FIELD_CLASSVAR for f in fields.values()) < len(fields):
        return None  # an InitVar
    if not all(f.init and f.repr and f.compare and f.hash is None and not f.kw_only for f in init):
        return None
    class_hash = vars(cls).get("__hash__", dataclasses.MISSING)
    explicit_hash = not (
        class_hash is dataclasses.MISSING or (class_hash is None and "__eq__" in vars(cls))
    )
    kinds = tuple((f.name, _default_kind(f)) for f in init)
    post_init = hasattr(cls, "__post_init__")
    return Found((params[5], explicit_hash, post_init, "self" in fields, kinds), own, fields, init)


def _field(cls: type, name: str, annotation: str, namespace: Mapping[str, Any]) -> Any:
    """The field ``dataclasses._get_field(cls, name, annotation, False)`` makes of a field
    annotated with a string, telling a ClassVar, an InitVar or KW_ONLY as ``dataclasses``
    does (``_is_type``: the annotation's first name looked up in the class's module, or in
    ``typing`` or ``dataclasses`` if it is qualified by one of them), but with one look
    where ``dataclasses`` takes five, with their patterns, for each field (a third of
    :func:`shape`'s time for the package's 639 fields, bench/README.md). None where
    ``dataclasses`` would make an InitVar or KW_ONLY, or raise: the class is left to it."""
    match = _dc._MODULE_IDENTIFIER_RE.match(annotation)
    in_typing = in_dataclasses = None  # what the name is, where each check looks it up
    if match is not None:
        qualifier, identifier = match.groups()
        if qualifier is None:
            in_typing = in_dataclasses = namespace.get(identifier)
        elif namespace.get(qualifier) is typing:
            in_typing = vars(typing).get(identifier)
        elif namespace.get(qualifier) is dataclasses:
            in_dataclasses = vars(dataclasses).get(identifier)
    if (
        in_dataclasses is _dc.KW_ONLY
        or in_dataclasses is dataclasses.InitVar
        or type(in_dataclasses) is dataclasses.InitVar
    ):
        return None
    classvar = in_typing is not None and (
        in_typing is typing.ClassVar or typing.get_origin(in_typing) is typing.ClassVar
    )
    default = getattr(cls, name, dataclasses.MISSING)
    if isinstance(default, dataclasses.Field):
        f: Any = default
    else:
        if isinstance(default, MemberDescriptorType):
            default = dataclasses.MISSING
        f = dataclasses.field(default=default)
    if classvar:
        if f.default_factory is not dataclasses.MISSING or f.kw_only is not dataclasses.MISSING:
            return None
        kind = _dc._FIELD_CLASSVAR
    elif f.default.__class__.__hash__ is None:
        return None  # a mutable default
    else:
        kind = _dc._FIELD
        if f.kw_only is dataclasses.MISSING:
            f.kw_only = False
    f.name = name
    f.type = annotation
    f._field_type = kind
    return f


def _default_kind(f: Any) -> int:
    if f.default_factory is not dataclasses.MISSING:
        return FACTORY
    return NO_DEFAULT if f.default is dataclasses.MISSING else DEFAULT


def _arguments(cls: type, fields: list[Any], frozen: bool) -> dict[str, object]:
    """What ``dataclasses`` passes the function its source defines (its ``locals``)."""
    given: dict[str, object] = {
        "__dataclass_HAS_DEFAULT_FACTORY__": _dc._HAS_DEFAULT_FACTORY,
        "__dataclass_builtins_object__": object,
    }
    for f in fields:
        if f.default_factory is not dataclasses.MISSING:
            given[f"__dataclass_dflt_{f.name}__"] = f.default_factory
        elif f.default is not dataclasses.MISSING:
            given[f"__dataclass_dflt_{f.name}__"] = f.default
    given["__dataclasses_recursive_repr"] = _dc.recursive_repr
    if frozen:
        given["cls"] = cls
        given["FrozenInstanceError"] = dataclasses.FrozenInstanceError
    return given


# The methods that replace the class's own (the rest are set only where the class has
# none), and those a class of its own raises TypeError for: as dataclasses adds them.
ALWAYS_SET = frozenset({"__hash__"})
NOT_OVER_OWN = frozenset({"__setattr__", "__delattr__"})


def made_from_shape(cls: type, found: Found, made: Made, code: CodeType) -> type:
    """``cls`` made a dataclass as ``dataclasses._process_class`` of Python 3.14 makes a
    class of its shape (``found``, from :func:`shape`), step by step and in the same order
    (the class's attributes end in the same order), with ``code`` (of the source
    ``dataclasses`` would write, which defines the function that makes the methods named
    in ``made``) instead of writing and running that source."""
    frozen, explicit_hash = found.of[0], found.of[1]
    params = _dc._DataclassParams(*PLAIN[:5], frozen, *PLAIN[5:])
    setattr(cls, _dc._PARAMS, params)
    for f in found.own:
        if isinstance(getattr(cls, f.name, None), dataclasses.Field):
            if f.default is dataclasses.MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    setattr(cls, _dc._FIELDS, found.fields)
    _dc._set_new_attribute(cls, "__replace__", _dc._replace)
    if not explicit_hash:
        cls.__hash__ = None  # type: ignore[assignment]  # dataclasses' too, set again below
    init = found.init
    space: dict[str, Any] = {}
    builtins.exec(code, sys.modules[cls.__module__].__dict__, space)
    methods = space["__create_fn__"](**_arguments(cls, init, frozen))
    for name, method in zip(made[0], methods, strict=True):
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
        if name == "__init__":
            names = [f.name for f in init]
            method.__annotate__ = _dc._make_annotate_function(cls, name, names, None)
        if name in ALWAYS_SET:
            setattr(cls, name, method)
        elif _dc._set_new_attribute(cls, name, method) and name in NOT_OVER_OWN:
            raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    _dc._set_new_attribute(cls, "__match_args__", tuple(f.name for f in init))
    abc.update_abstractmethods(cls)
    return cls


def _unexpected(cls: type, found: Found, builder: Any) -> str | None:
    """What ``dataclasses``' making of ``cls`` (its ``_FuncBuilder``) did otherwise than
    :func:`made_from_shape` does; None if nothing."""
    init = found.init
    given = _arguments(cls, init, found.of[0])
    if set(given) != set(builder.locals) or any(given[n] is not builder.locals[n] for n in given):
        return f"{cls.__qualname__}: other arguments ({sorted(builder.locals)})"
    names = set(builder.names)
    if set(builder.unconditional_adds) != names & ALWAYS_SET:
        return f"{cls.__qualname__}: other methods always set ({builder.unconditional_adds})"
    if {n for n, e in builder.overwrite_errors.items() if e is True} != names & NOT_OVER_OWN:
        return f"{cls.__qualname__}: other methods not over its own ({builder.overwrite_errors})"
    if builder.method_annotations != {"__init__": ([f.name for f in init], None)}:
        return f"{cls.__qualname__}: other annotated methods ({builder.method_annotations})"
    if builder.globals is not sys.modules[cls.__module__].__dict__:
        return f"{cls.__qualname__}: its methods' globals are not its module's"
    made = getattr(cls, _dc._FIELDS)
    if list(made) != list(found.fields) or not all(
        _same_field(made[n], found.fields[n]) for n in made
    ):
        return f"{cls.__qualname__}: other fields"
    return None


def _same_field(one: Any, other: Any) -> bool:
    return all(
        getattr(one, n) is getattr(other, n) or getattr(one, n) == getattr(other, n)
        for n in dataclasses.Field.__slots__
    )


@contextlib.contextmanager
def compiled_once(
    shipped: Callable[[], Mapping[bytes, CodeType]] = dict,
    shapes: Callable[[], Mapping[Shape, Made]] = dict,
) -> Iterator[Methods]:
    """While it is open, each source ``dataclasses`` runs is compiled once, or taken from
    what ``shipped`` gives (by :func:`key`; asked at the first source, so that an import
    that makes no dataclass, from the memory snapshot, reads nothing); and a class of a
    shape ``shapes`` gives, whose source's code ``shipped`` has, is made from its shape
    (:func:`made_from_shape`; ``shapes`` asked at the first class). (``dataclasses`` calls
    ``exec`` by its global name: the module is given its own, taken away again after, as
    its ``_process_class`` is replaced meanwhile, so that it is left as it was.)"""
    methods = Methods()
    shipped_once = functools.cache(shipped)
    shapes_once = functools.cache(shapes)
    ran: list[str] = []  # the source dataclasses last ran

    def exec_once(
        source: str | CodeType,
        global_names: dict[str, Any] | None = None,
        local_names: Mapping[str, object] | None = None,
    ) -> None:
        if isinstance(source, str):
            ran[:] = [source]
            code = methods.code.get(source)
            if code is None:
                code = shipped_once().get(key(source))
                if code is None:
                    code = compile(source, "<string>", "exec", dont_inherit=True)
                    methods.compiled.append(source)
                methods.code[source] = code
            source = code
        builtins.exec(source, global_names, local_names)

    process = _dc._process_class if FOLLOWED else None
    add_fns = _dc._FuncBuilder.add_fns_to_class if FOLLOWED else None
    building: list[Any] = []  # the _FuncBuilder of the class being made

    def noted_add_fns(builder: Any, cls: type) -> None:
        building[:] = [builder]
        add_fns(builder, cls)  # type: ignore[misc]

    def process_by_shape(cls: type, *params: bool) -> type:
        found = shape(cls, params)
        if found is None:
            return process(cls, *params)  # type: ignore[misc, no-any-return]
        made = shapes_once().get(found.of)
        code = shipped_once().get(made[1]) if made is not None else None
        if made is not None and code is not None:
            shaped = made_from_shape(cls, found, made, code)
            methods.made += 1
            return shaped
        building[:] = []
        ran[:] = []
        done: type = process(cls, *params)  # type: ignore[misc]
        _note(methods, cls, found, building, ran)
        return done

    setattr(dataclasses, "exec", exec_once)  # noqa: B010  (a name mypy does not know there)
    if FOLLOWED:
        _dc._process_class = process_by_shape
        _dc._FuncBuilder.add_fns_to_class = noted_add_fns
    try:
        yield methods
    finally:
        delattr(dataclasses, "exec")
        if FOLLOWED:
            _dc._process_class = process
            _dc._FuncBuilder.add_fns_to_class = add_fns


def _note(methods: Methods, cls: type, found: Found, building: list[Any], ran: list[str]) -> None:
    """Note the shape of ``cls``, just made by ``dataclasses``, with the source it ran."""
    if len(building) != 1 or len(ran) != 1:
        methods.unexpected.append(f"{cls.__qualname__}: not made by one source")
        return
    wrong = _unexpected(cls, found, building[0])
    if wrong is not None:
        methods.unexpected.append(wrong)
        return
    names = tuple(building[0].names)
    noted = methods.shapes.setdefault(found.of, (names, ran[0]))
    if noted != (names, ran[0]):
        methods.unexpected.append(f"{cls.__qualname__}: another source for a shape seen before")
