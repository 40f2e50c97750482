#pragma once
// What a layer built on the engine adds to a property's statistics (a state
// machine's commands): the engine keeps it with the run's counts and the
// test-framework faces print it, neither knowing its type.
#include <string>

namespace falsify {

// Declared only: every test file includes this header, and few build a Data.
class Data;

class StatisticsExtension {
public:
    virtual ~StatisticsExtension();
    /// The lines the faces print after a pass under PROPERTY_VERBOSE, about
    /// the property named `name`, without a final newline; empty when there
    /// is nothing to say.
    virtual std::string verbose_lines(const std::string& name) const = 0;
    /// What the faces print after a pass whatever the verbosity, a warning a
    /// line (a command that never ran), without a final newline; empty when
    /// all is well. `Config::warn_idle_commands(false)` silences it.
    virtual std::string warning_lines(const std::string& name) const;
    /// Members the observations' totals line (PROPERTY_OBSERVE) adds to its
    /// `content`, so that falsify-report can show them; an empty object when
    /// there is nothing to add.
    virtual Data observed() const;

protected:
    // Copied only as the type that derives from it, never sliced.
    StatisticsExtension() = default;
    StatisticsExtension(const StatisticsExtension&) = default;
    StatisticsExtension& operator=(const StatisticsExtension&) = default;
};

}  // namespace falsify
