#pragma once
// Linearizability from a class alone: list a class's methods, and falsify
// draws their arguments by type, runs prefixes and parallel branches of calls
// (gen::parallel_commands, StateMachine::check_parallel: under the scheduler
// when the class synchronises through falsify::sync), and checks that every
// execution's results are those of some sequential order of the same calls on
// a fresh instance of the same class. No model is written: the model is the
// list of calls linearized so far, and a call's result is judged by replaying
// them, then it, on an instance the factory makes.
//
//   auto spec = falsify::lin::spec<Stack>([] { return std::make_unique<Stack>(); })
//                   .method("push", &Stack::push)                       // its int drawn by type
//                   .method("pop", &Stack::pop);
//   falsify::Result result = falsify::lin::check_property("stack", spec);
//
// Results need operator== and a rendering (falsify::Show, or operator<<);
// arguments a default generator (falsify::Arbitrary) or one given after the
// method, in parameter order. A call that throws a std::exception returns it:
// `pop() -> threw out_of_range("empty")`, compared like a value. The class must
// behave the same on every fresh instance given the same calls (no clock, no
// randomness). Where a hand-written model is wanted (a weaker specification,
// faster checks), Command classes with gen::parallel_commands remain.
#include <falsify/property.hpp>
#include <falsify/show.hpp>
#include <falsify/statemachine/detail/lin_call.hpp>
#include <falsify/statemachine/gen/parallel_commands.hpp>
#include <falsify/statemachine/parallel_commands.hpp>
#include <falsify/statemachine/state_machine.hpp>

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::lin {

template <class C>
class Spec;

/// The model of a class's calls: those linearized so far, from a fresh instance.
/// Shown as the list of calls (`[push(0), pop()]`).
template <class C>
class Calls {
public:
    Calls() = default;

    /// The same calls (the same drawn ones, not equal-looking ones) in the same order.
    friend bool operator==(const Calls& a, const Calls& b) { return a.done_ == b.done_; }

private:
    // What the calls are is the spec's and the commands' business: a user's
    // test meets a Calls only as the model it cannot take apart.
    friend class Spec<C>;
    friend class detail::Call<C>;
    friend struct falsify::Show<Calls>;
    friend struct std::hash<Calls>;

    explicit Calls(std::shared_ptr<const detail::Core<C>> core) : core_(std::move(core)) {}

    std::shared_ptr<const detail::Core<C>> core_;
    std::vector<std::shared_ptr<const detail::Invocation<C>>> done_;
};

/// A parallel case of C's calls: `[push(0)] | [pop()] || [pop()]`.
template <class C>
using ParallelCalls = ParallelCommands<Calls<C>, C>;

/// A class and the methods to call on it.
template <class C>
class Spec {
public:
    Spec(std::function<std::shared_ptr<C>()> make, std::string class_name)
        : core_(std::make_shared<const detail::Core<C>>(detail::Core<C>{std::move(make), std::move(class_name)})) {}

    /// Calls `function` (a member function of C, or a callable taking C& first),
    /// shown as `name(arguments)`. Its arguments are drawn by the generators
    /// given, in parameter order; those not given, by their type's default
    /// generator. Refuses an empty or repeated name (std::invalid_argument).
    template <class M, class... Given>
    Spec& method(std::string name, M function, Gen<Given>... generators) & {
        // Each check that fails states its reason in a static_assert of its own.
        if constexpr (detail::method_fits<C, M, Given...>()) {
            if (name.empty()) detail::refuse_method_name(core_->class_name, name, false);
            for (const auto& listed : names_)
                if (listed == name) detail::refuse_method_name(core_->class_name, name, true);
            if constexpr (std::is_pointer_v<M> || std::is_member_function_pointer_v<M>)
                if (function == nullptr) detail::refuse_null_method(core_->class_name, name);
            using Parameters = typename detail::MethodOf<C, M>::Parameters;
            generators_.push_back(detail::method_generator<C>(name, std::move(function), Parameters{},
                                                              std::tuple<Gen<Given>...>(std::move(generators)...),
                                                              std::make_index_sequence<count(Parameters{})>{}));
            names_.push_back(std::move(name));
        }
        return *this;
    }
    template <class M, class... Given>
    Spec&& method(std::string name, M function, Gen<Given>... generators) && {
        return std::move(this->method(std::move(name), std::move(function), std::move(generators)...));
    }

    /// No call yet, on an instance the factory makes.
    Calls<C> initial_model() const { return Calls<C>(core_); }
    /// One generator of calls per method, in the order listed.
    const std::vector<Gen<CommandPtr<Calls<C>, C>>>& generators() const noexcept { return generators_; }
    const std::vector<std::string>& names() const noexcept { return names_; }
    /// A fresh instance; refuses a null one (falsify::Error).
    std::shared_ptr<C> make() const { return core_->instance(); }
    const std::string& class_name() const noexcept { return core_->class_name; }

private:
    template <class... Ps>
    static constexpr std::size_t count(detail::Types<Ps...>) {
        return sizeof...(Ps);
    }

    std::shared_ptr<const detail::Core<C>> core_;
    std::vector<Gen<CommandPtr<Calls<C>, C>>> generators_;
    std::vector<std::string> names_;
};

/// The spec of C, whose instances `make()` returns: a std::unique_ptr<C> or
/// std::shared_ptr<C> (or a C by value, when C can be moved).
template <class C, class Factory>
Spec<C> spec(Factory make) {
    using Made = std::remove_cvref_t<std::invoke_result_t<Factory&>>;
    static_assert(std::is_convertible_v<Made, std::shared_ptr<C>> || (std::is_same_v<Made, C> && std::is_move_constructible_v<C>),
                  "falsify::lin::spec<C>(factory): the factory must return a std::unique_ptr<C> or a std::shared_ptr<C> "
                  "(or a C by value, when C can be moved)");
    std::function<std::shared_ptr<C>()> erased;
    if constexpr (std::is_convertible_v<Made, std::shared_ptr<C>>) {
        erased = [make = std::move(make)]() mutable -> std::shared_ptr<C> { return make(); };
    } else {
        erased = [make = std::move(make)]() mutable { return std::make_shared<C>(make()); };
    }
    return Spec<C>(std::move(erased), short_type_name(typeid(C)));
}

/// The spec of C, whose instances are value-initialised.
template <class C>
    requires std::default_initializable<C>
Spec<C> spec() {
    return spec<C>([] { return std::make_shared<C>(); });
}

/// Prefixes and parallel branches of the spec's calls (gen::parallel_commands's
/// options: branches, max_prefix, max_branch). Refuses a spec with no method
/// (std::invalid_argument).
template <class C>
Gen<ParallelCalls<C>> commands(const Spec<C>& spec, gen::ParallelCommandsOptions options = {}) {
    if (spec.generators().empty()) detail::refuse_no_methods(spec.class_name());
    return gen::parallel_commands(spec.initial_model(), spec.generators(), options);
}

/// Runs `commands` as StateMachine::check_parallel does, each execution on a
/// fresh instance; throws LinearizabilityViolation when no sequential order of
/// the calls on a fresh instance gives the results they gave.
template <class C>
ParallelCheckSummary check(const Spec<C>& spec, const ParallelCalls<C>& commands, const ParallelCheckOptions& options = {}) {
    return StateMachine::check_parallel(commands, [&spec] { return spec.make(); }, options);
}

/// The property in one call: lin::commands(spec) at their default shape, each
/// case checked by lin::check, a failing one shrunk. Its one parameter is named
/// `commands`; the extras after the spec: docs/reference/macros.md#extras.
template <class C, class... Extras>
Result check_property(std::string name, const Spec<C>& spec, Extras&&... extras);

}  // namespace falsify::lin

namespace falsify {

/// `[push(0), pop()]`: the calls linearized so far.
template <class C>
struct Show<lin::Calls<C>> {
    static void show(std::string& out, const lin::Calls<C>& calls) {
        out += '[';
        for (std::size_t i = 0; i < calls.done_.size(); ++i) {
            if (i) out += ", ";
            out += calls.done_[i]->label();
        }
        out += ']';
    }
};

}  // namespace falsify

template <class C>
struct std::hash<falsify::lin::Calls<C>> {
    std::size_t operator()(const falsify::lin::Calls<C>& calls) const noexcept {
        std::size_t h = calls.done_.size();
        for (const auto& call : calls.done_) h = h * 1000003u ^ std::hash<const void*>{}(call.get());
        return h;
    }
};

#include <falsify/statemachine/impl/lin.hpp>
