"""Reads a compiler index store through the toolchain's libIndexStore (its C API, indexstore.h).

Only what the availability audit needs: the units (one per compiled source file: module, main
file) and, for each unit's record, every occurrence that references a symbol (USR, name, kind,
line, column, roles). Foundation-free Python: ctypes only.
"""

import ctypes
import os
from dataclasses import dataclass

# indexstore_symbol_role_t bits (indexstore.h)
ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
ROLE_IMPLICIT = 1 << 8
# indexstore_unit_dependency_kind_t
DEPENDENCY_RECORD = 2
# indexstore_symbol_kind_t names, for messages
SYMBOL_KINDS = {
    1: "module", 5: "enum", 6: "struct", 7: "class", 8: "protocol", 9: "extension",
    11: "typealias", 12: "function", 13: "variable", 14: "field", 15: "enum case",
    16: "method", 17: "class method", 18: "static method", 19: "property",
    20: "class property", 21: "static property", 22: "initializer", 23: "deinitializer",
    24: "conversion", 25: "parameter",
}


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    def text(self):
        if not self.data or self.length == 0:
            return ""
        return ctypes.string_at(self.data, self.length).decode("utf-8", "replace")


_P = ctypes.c_void_p
_NAME_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _P, _StringRef)
_ITEM_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, _P, _P)


@dataclass(frozen=True)
class Unit:
    """One compiled source file."""
    name: str
    module: str
    main_file: str
    records: tuple
    modified: float


@dataclass(frozen=True)
class Occurrence:
    """One occurrence of a symbol in a source file."""
    usr: str
    name: str
    kind: str
    line: int
    column: int
    roles: int


class IndexStore:
    """An open index store. `library` is the path of libIndexStore.so."""

    def __init__(self, path, library):
        self._lib = lib = ctypes.CDLL(library)
        self._declare(lib)
        error = _P()
        self._store = lib.indexstore_store_create(path.encode(), ctypes.byref(error))
        if not self._store:
            message = lib.indexstore_error_get_description(error) if error else b"unknown error"
            raise OSError(f"cannot open index store {path}: {message.decode()}")

    @staticmethod
    def _declare(lib):
        signatures = {
            "indexstore_store_create": (_P, [ctypes.c_char_p, ctypes.POINTER(_P)]),
            "indexstore_store_dispose": (None, [_P]),
            "indexstore_error_get_description": (ctypes.c_char_p, [_P]),
            "indexstore_store_units_apply_f": (ctypes.c_bool, [_P, ctypes.c_uint, _P, _NAME_APPLIER]),
            "indexstore_unit_reader_create": (_P, [_P, ctypes.c_char_p, ctypes.POINTER(_P)]),
            "indexstore_unit_reader_dispose": (None, [_P]),
            "indexstore_unit_reader_get_module_name": (_StringRef, [_P]),
            "indexstore_unit_reader_get_main_file": (_StringRef, [_P]),
            "indexstore_unit_reader_get_modification_time": (
                None, [_P, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]),
            "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [_P, _P, _ITEM_APPLIER]),
            "indexstore_unit_dependency_get_kind": (ctypes.c_int, [_P]),
            "indexstore_unit_dependency_get_name": (_StringRef, [_P]),
            "indexstore_record_reader_create": (_P, [_P, ctypes.c_char_p, ctypes.POINTER(_P)]),
            "indexstore_record_reader_dispose": (None, [_P]),
            "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [_P, _P, _ITEM_APPLIER]),
            "indexstore_occurrence_get_symbol": (_P, [_P]),
            "indexstore_occurrence_get_roles": (ctypes.c_uint64, [_P]),
            "indexstore_occurrence_get_line_col": (
                None, [_P, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
            "indexstore_symbol_get_usr": (_StringRef, [_P]),
            "indexstore_symbol_get_name": (_StringRef, [_P]),
            "indexstore_symbol_get_kind": (ctypes.c_int, [_P]),
        }
        for name, (restype, argtypes) in signatures.items():
            function = getattr(lib, name)
            function.restype = restype
            function.argtypes = argtypes

    def close(self):
        if self._store:
            self._lib.indexstore_store_dispose(self._store)
            self._store = None

    def units(self):
        """Every unit that has a main file, sorted by name."""
        lib = self._lib
        names = []

        def collect(_context, name):
            names.append(name.text())
            return True

        lib.indexstore_store_units_apply_f(self._store, 1, None, _NAME_APPLIER(collect))
        units = []
        for name in names:
            error = _P()
            reader = lib.indexstore_unit_reader_create(self._store, name.encode(), ctypes.byref(error))
            if not reader:
                continue
            try:
                main_file = lib.indexstore_unit_reader_get_main_file(reader).text()
                module = lib.indexstore_unit_reader_get_module_name(reader).text()
                seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
                lib.indexstore_unit_reader_get_modification_time(
                    reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
                records = []

                def dependency(_context, item):
                    if lib.indexstore_unit_dependency_get_kind(item) == DEPENDENCY_RECORD:
                        records.append(lib.indexstore_unit_dependency_get_name(item).text())
                    return True

                lib.indexstore_unit_reader_dependencies_apply_f(reader, None, _ITEM_APPLIER(dependency))
            finally:
                lib.indexstore_unit_reader_dispose(reader)
            if main_file:
                modified = seconds.value + nanoseconds.value / 1e9
                units.append(Unit(name, module, os.path.normpath(main_file), tuple(records), modified))
        return units

    def occurrences(self, record):
        """Every occurrence in one record (a source file's symbol data)."""
        lib = self._lib
        error = _P()
        reader = lib.indexstore_record_reader_create(self._store, record.encode(), ctypes.byref(error))
        if not reader:
            return []
        found = []
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def visit(_context, occurrence):
            symbol = lib.indexstore_occurrence_get_symbol(occurrence)
            lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
            found.append(Occurrence(
                usr=lib.indexstore_symbol_get_usr(symbol).text(),
                name=lib.indexstore_symbol_get_name(symbol).text(),
                kind=SYMBOL_KINDS.get(lib.indexstore_symbol_get_kind(symbol), "symbol"),
                line=line.value, column=column.value,
                roles=lib.indexstore_occurrence_get_roles(occurrence)))
            return True

        try:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None, _ITEM_APPLIER(visit))
        finally:
            lib.indexstore_record_reader_dispose(reader)
        return found
