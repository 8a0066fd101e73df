"""The references a package's compiled sources make, read from one or more index stores."""

import os
import re
from dataclasses import dataclass

import indexstore

# Accessor USRs (getter `vg`, setter `vs`, modify `vM`, read `vr`, ... and the subscript forms
# `ig`/`is`/...) name the property or subscript they belong to: the symbol graphs only list that.
_ACCESSOR_SUFFIX = re.compile(r"(v|i)(g|s|M|r|x|W|w|l|a|au|ao|y|z)(Z?)$")
_ACCESSOR_NAME = re.compile(r"^(getter|setter|_modify|modify|_read|read|willSet|didSet|init|"
                            r"mutableAddressor|unsafeAddress|unsafeMutableAddress):")
_MODULE_IN_USR = re.compile(r"^s:(\d+)")


@dataclass(frozen=True)
class Reference:
    """One reference of a symbol from the package's source."""
    path: str
    module: str
    line: int
    column: int
    usr: str
    name: str
    kind: str
    implicit: bool


def property_usr(usr, name):
    """The property's USR for an accessor occurrence (`getter:count` -> `count`)."""
    if _ACCESSOR_NAME.match(name):
        return _ACCESSOR_SUFFIX.sub(lambda match: match.group(1) + "p" + match.group(3), usr)
    return usr


def module_of_usr(usr, known_modules=()):
    """The declaring module a USR spells, for grouping what cannot be checked: "C" for Clang
    declarations; a known module that the USR extends a type from (`s:SS10FoundationE...` is
    Foundation's); else the first module it names; else Swift (standard substitutions `s:S...`)."""
    if usr.startswith(("c:", "s:So", "s:SC")):
        return "C"
    for module in sorted(known_modules, key=len, reverse=True):
        if f"{len(module)}{module}E" in usr:
            return module
    match = _MODULE_IN_USR.match(usr)
    if match:
        return usr[match.end():match.end() + int(match.group(1))]
    return "Swift" if usr[2:3] in ("s", "S") else "?"


class PackageIndex:
    """Units of `stores` whose main file is a source of the package at `root` (not under .build)
    and whose module is one of `modules`. Where a file has several units in one store (it moved
    between targets since an earlier build), only the newest counts."""

    def __init__(self, root, stores, library, modules):
        self.root = os.path.realpath(root)
        self.stores = [indexstore.IndexStore(path, library) for path in stores]
        self.units = []
        for store in self.stores:
            newest = {}
            for unit in store.units():
                path = os.path.realpath(unit.main_file)
                inside = path.startswith(self.root + os.sep)
                generated = os.sep + ".build" + os.sep in path[len(self.root):]
                if inside and not generated and unit.module in modules and os.path.exists(path):
                    if path not in newest or unit.modified > newest[path].modified:
                        newest[path] = unit
            self.units += [(store, unit, path) for path, unit in sorted(newest.items())]

    def modules(self):
        return sorted({unit.module for _store, unit, _path in self.units})

    def files(self):
        return sorted({path for _store, _unit, path in self.units})

    def compiled_elsewhere(self, path):
        """Whether a store other than the first (the Linux build's) compiled `path`."""
        return any(store is not self.stores[0] for store, _unit, unit_path in self.units if unit_path == path)

    def read(self):
        """(references, definitions): every reference once, and {usr: [(path, line, column)]}."""
        seen, references, definitions = set(), [], {}
        for store, unit, path in self.units:
            for record in unit.records:
                for occurrence in store.occurrences(record):
                    roles = occurrence.roles
                    if roles & (indexstore.ROLE_DEFINITION | indexstore.ROLE_DECLARATION):
                        definitions.setdefault(occurrence.usr, []).append((path, occurrence.line, occurrence.column))
                    if not roles & indexstore.ROLE_REFERENCE:
                        continue
                    usr = property_usr(occurrence.usr, occurrence.name)
                    key = (path, occurrence.line, occurrence.column, usr)
                    if key in seen:
                        continue
                    seen.add(key)
                    name = _ACCESSOR_NAME.sub("", occurrence.name)
                    references.append(Reference(
                        path, unit.module, occurrence.line, occurrence.column, usr, name, occurrence.kind,
                        bool(roles & indexstore.ROLE_IMPLICIT)))
        return references, definitions

    def close(self):
        for store in self.stores:
            store.close()
