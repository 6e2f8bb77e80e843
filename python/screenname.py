"""The display names of Swift type names, from libscreenname (make lib) through ctypes: the standard library only.

    >>> import screenname
    >>> screenname.name("SwiftUI.UIHostingController<MyApp.HomeView>")
    'HomeView'
    >>> screenname.name_column(["_TtC5MyApp18HomeViewController", "UINavigationController", None])
    ['HomeViewController', None, None]

Each value is named as `screenname --align` names a line: the app's own type, or None when it names only Apple's
types or is no type name. The library is found beside this file (libscreenname.so, or .dylib on macOS), or at the
path in the environment variable SCREENNAME_LIBRARY.
"""
import ctypes
import os
import sys

__all__ = ["name", "name_column"]


def _load():
    path = os.environ.get("SCREENNAME_LIBRARY")
    if not path:
        suffix = ".dylib" if sys.platform == "darwin" else ".so"
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libscreenname" + suffix)
    library = ctypes.CDLL(path)
    library.screenname_name.argtypes = [ctypes.c_char_p, ctypes.c_long, ctypes.c_char_p, ctypes.c_long]
    library.screenname_name.restype = ctypes.c_long
    library.screenname_name_column.argtypes = [
        ctypes.c_char_p, ctypes.POINTER(ctypes.c_long), ctypes.c_long, ctypes.c_char_p, ctypes.c_long,
        ctypes.POINTER(ctypes.c_long), ctypes.POINTER(ctypes.c_ubyte)]
    library.screenname_name_column.restype = ctypes.c_long
    return library


_library = _load()


def name(value):
    """The display name of one value (a str), or None."""
    if value is None:
        return None
    data = value.encode("utf-8")
    capacity = max(len(data), 64)
    while True:
        output = ctypes.create_string_buffer(capacity)
        length = _library.screenname_name(data, len(data), output, capacity)
        if length == -1:
            return None
        if length >= 0:
            return output.raw[:length].decode("utf-8")
        capacity *= 2


def name_column(values):
    """The display names of many values in one call: a list as long as `values`, None where a value has no screen of
    the app or is missing: None, or any other value that is no str (pandas gives NaN or NA for a missing string)."""
    values = [value if isinstance(value, str) else None for value in values]
    encoded = [b"" if value is None else value.encode("utf-8") for value in values]
    count = len(encoded)
    offsets = (ctypes.c_long * (count + 1))()
    position = 0
    for index, data in enumerate(encoded):
        offsets[index] = position
        position += len(data)
    offsets[count] = position
    data = b"".join(encoded)
    output_offsets = (ctypes.c_long * (count + 1))()
    is_null = (ctypes.c_ubyte * max(count, 1))()
    capacity = max(len(data), 64)
    while True:
        output = ctypes.create_string_buffer(capacity)
        written = _library.screenname_name_column(data, offsets, count, output, capacity, output_offsets, is_null)
        if written >= 0:
            break
        capacity = max(output_offsets[count], capacity * 2)
    raw = output.raw
    names = []
    for index in range(count):
        if values[index] is None or is_null[index]:
            names.append(None)
        else:
            names.append(raw[output_offsets[index]:output_offsets[index + 1]].decode("utf-8"))
    return names
