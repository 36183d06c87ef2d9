import CEditLine
import RefereePlay

/// The interactive front end of `referee play`, on libedit. (Being built: see issue 3.)
public enum REPL {}
