#pragma once
// The parts behind falsify::lin (statemachine/lin.hpp): what a listed method
// looks like (its parameters and result), one call of it with drawn arguments
// (an Invocation, which runs on any instance of the class), the Command that
// runs a call and judges its result by replaying the calls before it on a
// fresh instance, and the generator of one method's calls.
#include <falsify/arbitrary.hpp>
#include <falsify/detail/make_node.hpp>
#include <falsify/gen/containers.hpp>
#include <falsify/gen_type.hpp>
#include <falsify/show.hpp>
#include <falsify/statemachine/command.hpp>
#include <falsify/statemachine/command_result.hpp>
#include <falsify/statemachine/detail/command_arguments.hpp>

#include <concepts>
#include <cstddef>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace falsify::lin {

template <class C>
class Calls;

namespace detail {

/// `out_of_range("empty")`: an exception a call threw, as reports show it and results compare it.
std::string thrown_text(const std::exception& error);
[[noreturn]] void refuse_method_name(const std::string& class_name, const std::string& name, bool duplicate);
[[noreturn]] void refuse_null_method(const std::string& class_name, const std::string& name);
[[noreturn]] void refuse_null_instance(const std::string& class_name);
[[noreturn]] void refuse_no_methods(const std::string& class_name);
[[noreturn]] void refuse_empty_spec();

/// How a spec makes instances of C: the factory, and C's name for messages.
template <class C>
struct Core {
    std::function<std::shared_ptr<C>()> make;
    std::string class_name;

    std::shared_ptr<C> instance() const {
        std::shared_ptr<C> made = make();
        if (!made) refuse_null_instance(class_name);
        return made;
    }
};

/// What a call returned, or the exception it threw (a std::exception: any
/// other, falsify's own among them, propagates).
template <class R>
struct Outcome {
    // Constructors keep it from being shown as an aggregate: Show<Outcome> renders it.
    Outcome(std::optional<R> value_arg, std::string thrown_arg) : value(std::move(value_arg)), thrown(std::move(thrown_arg)) {}

    std::optional<R> value;
    std::string thrown;
    friend bool operator==(const Outcome& a, const Outcome& b) { return a.value == b.value && a.thrown == b.thrown; }
};

/// What a void call that threw returned (one that did not returns nothing).
struct Thrown {
    explicit Thrown(std::string text_arg) : text(std::move(text_arg)) {}

    std::string text;
    friend bool operator==(const Thrown&, const Thrown&) = default;
};

template <class... Ts>
struct Types {};

/// The parameters and result of a listed method; `valid` is false for anything else.
template <class R, class... Params>
struct Shape {
    static constexpr bool valid = true;
    using Result = R;
    using Parameters = Types<Params...>;
};

template <class C, class M>
struct MethodOf {
    static constexpr bool valid = false;
};

// Member functions of C or of a base of C, every qualifier.
template <class C, class B, class R, class... P>
struct MethodOf<C, R (B::*)(P...)> : Shape<R, P...> {};
template <class C, class B, class R, class... P>
struct MethodOf<C, R (B::*)(P...) const> : Shape<R, P...> {};
template <class C, class B, class R, class... P>
struct MethodOf<C, R (B::*)(P...) noexcept> : Shape<R, P...> {};
template <class C, class B, class R, class... P>
struct MethodOf<C, R (B::*)(P...) const noexcept> : Shape<R, P...> {};
template <class C, class B, class R, class... P>
struct MethodOf<C, R (B::*)(P...) &> : Shape<R, P...> {};
template <class C, class B, class R, class... P>
struct MethodOf<C, R (B::*)(P...) const&> : Shape<R, P...> {};
template <class C, class B, class R, class... P>
struct MethodOf<C, R (B::*)(P...) & noexcept> : Shape<R, P...> {};
template <class C, class B, class R, class... P>
struct MethodOf<C, R (B::*)(P...) const & noexcept> : Shape<R, P...> {};

// A callable whose first parameter is the instance: [](Queue& q, int n) { return q.offer(n); }.
template <class C, class Call>
struct CallableOf {
    static constexpr bool valid = false;
};
template <class C, class F, class R, class First, class... P>
struct CallableOf<C, R (F::*)(First, P...) const> : Shape<R, P...> {};
template <class C, class F, class R, class First, class... P>
struct CallableOf<C, R (F::*)(First, P...)> : Shape<R, P...> {};
template <class C, class F, class R, class First, class... P>
struct CallableOf<C, R (F::*)(First, P...) const noexcept> : Shape<R, P...> {};
template <class C, class F, class R, class First, class... P>
struct CallableOf<C, R (F::*)(First, P...) noexcept> : Shape<R, P...> {};

template <class C, class F>
    requires requires { &F::operator(); }
struct MethodOf<C, F> : CallableOf<C, decltype(&F::operator())> {};
template <class C, class R, class First, class... P>
struct MethodOf<C, R (*)(First, P...)> : Shape<R, P...> {};
template <class C, class R, class First, class... P>
struct MethodOf<C, R (*)(First, P...) noexcept> : Shape<R, P...> {};

/// One call with its arguments, runnable on any instance of C.
template <class C>
class Invocation {
public:
    explicit Invocation(std::string label) : label_(std::move(label)) {}
    virtual ~Invocation() = default;
    Invocation(const Invocation&) = delete;
    Invocation& operator=(const Invocation&) = delete;

    /// Runs the call on `object`: its Outcome, nothing for a void call that returned, a Thrown for one that threw.
    virtual CommandResult invoke(C& object) const = 0;
    /// Whether two results of this call are the same.
    virtual bool same(const CommandResult& a, const CommandResult& b) const = 0;
    const std::string& label() const noexcept { return label_; }

private:
    std::string label_;
};

template <class C, class M, class R, class ParameterTypes, class... Values>
class InvocationOf;

template <class C, class M, class R, class... Params, class... Values>
class InvocationOf<C, M, R, Types<Params...>, Values...> final : public Invocation<C> {
public:
    using Value = std::remove_cvref_t<R>;

    InvocationOf(std::string label, M method, std::tuple<Values...> values)
        : Invocation<C>(std::move(label)), method_(std::move(method)), values_(std::move(values)) {}

    CommandResult invoke(C& object) const override {
        try {
            if constexpr (std::is_void_v<R>) {
                call(object, std::index_sequence_for<Params...>{});
                return {};
            } else {
                return Outcome<Value>{Value(call(object, std::index_sequence_for<Params...>{})), {}};
            }
        } catch (const std::exception& error) {
            if constexpr (std::is_void_v<R>) return Thrown{thrown_text(error)};
            else return Outcome<Value>{std::nullopt, thrown_text(error)};
        }
    }

    bool same(const CommandResult& a, const CommandResult& b) const override {
        if constexpr (std::is_void_v<R>) {
            if (a.has_value() != b.has_value()) return false;
            return !a.has_value() || a.as<Thrown>() == b.as<Thrown>();
        } else {
            return a.as<Outcome<Value>>() == b.as<Outcome<Value>>();
        }
    }

private:
    /// A fresh copy of each argument, converted to the parameter's type and passed as it is declared.
    template <std::size_t... I>
    decltype(auto) call(C& object, std::index_sequence<I...>) const {
        [[maybe_unused]] std::tuple<std::remove_cvref_t<Params>...> arguments(std::get<I>(values_)...);
        return std::invoke(method_, object, static_cast<Params&&>(std::get<I>(arguments))...);
    }

    M method_;
    std::tuple<Values...> values_;
};

/// The command that runs one call. Its model is the calls linearized before
/// it; its postcondition replays them on a fresh instance, runs the call
/// there too and compares the two results.
template <class C>
class Call final : public Command<Calls<C>, C> {
public:
    explicit Call(std::shared_ptr<const Invocation<C>> invocation) : invocation_(std::move(invocation)) {}

    Calls<C> next_state(const Calls<C>& model) const override {
        Calls<C> next = model;
        next.done_.push_back(invocation_);
        return next;
    }
    CommandResult run(const Calls<C>&, C& object) const override { return invocation_->invoke(object); }
    bool postcondition(const Calls<C>& model, const CommandResult& result) const override {
        if (!model.core_) refuse_empty_spec();
        const std::shared_ptr<C> fresh = model.core_->instance();
        for (const auto& before : model.done_) (void)before->invoke(*fresh);
        return invocation_->same(result, invocation_->invoke(*fresh));
    }
    std::string label() const override { return invocation_->label(); }

private:
    std::shared_ptr<const Invocation<C>> invocation_;
};

template <class T>
inline constexpr bool shows_values_v = falsify::detail::shows_values<T>();

/// The generator of `name`'s calls, from one generator per parameter.
template <class C, class M, class Shape, class... Values>
Gen<CommandPtr<Calls<C>, C>> calls_of(std::string name, M method, Gen<Values>... generators) {
    using Ptr = CommandPtr<Calls<C>, C>;
    using Invoked = InvocationOf<C, M, typename Shape::Result, typename Shape::Parameters, Values...>;
    auto construct = [name, method](const Values&... values) -> Ptr {
        auto invocation = falsify::detail::make_node<Invoked>(show_call(name, values...), method, std::tuple<Values...>(values...));
        return falsify::detail::make_node<Call<C>>(std::move(invocation));
    };
    // A call has no C++ literal: a regression draft leaves it out.
    auto no_literal = [](const auto&) -> std::optional<std::string> { return std::nullopt; };
    std::string generator_name = "lin::method(\"" + name + "\"";
    ((generator_name += ", " + generators.name()), ...);
    generator_name += ')';
    if constexpr (sizeof...(Values) == 0) {
        Ptr instance = construct();  // calls are immutable: one serves every case
        return Gen<Ptr>(std::move(generator_name), [instance](Random&) { return Shrinkable<Ptr>::leaf(instance); });
    } else if constexpr (sizeof...(Values) == 1) {
        const falsify::detail::DrawnBy<Values...> regenerate{generators...};
        return Gen<Ptr>(std::move(generator_name), [regenerate, construct, no_literal](Random& random) {
            return falsify::detail::command_tree<Calls<C>, C>(regenerate(random), construct, regenerate, no_literal);
        });
    } else {
        const falsify::detail::DrawnBy<std::tuple<Values...>> regenerate{gen::tuples(std::move(generators)...)};
        auto apply = [construct](const std::tuple<Values...>& values) { return std::apply(construct, values); };
        return Gen<Ptr>(std::move(generator_name), [regenerate, apply, no_literal](Random& random) {
            return falsify::detail::command_tree<Calls<C>, C>(regenerate(random), apply, regenerate, no_literal);
        });
    }
}

/// Generator I of a method: the one given, else its parameter's default generator.
template <std::size_t I, class... Params, class... Given>
auto parameter_generator(Types<Params...>, const std::tuple<Gen<Given>...>& given) {
    using Param = std::remove_cvref_t<std::tuple_element_t<I, std::tuple<Params...>>>;
    if constexpr (I < sizeof...(Given)) {
        using Drawn = std::tuple_element_t<I, std::tuple<Given...>>;
        static_assert(std::is_convertible_v<const Drawn&, Param>,
                      "falsify::lin: a generator given to .method() draws values that do not convert to the method's parameter "
                      "at its position; give one generator per parameter, in order");
        return std::get<I>(given);
    } else {
        static_assert(HasDefaultGenerator<Param>,
                      "falsify::lin: a parameter of this method has no default generator; give .method(name, &C::f, generators...) "
                      "a generator for it (and for each parameter before it), or specialise falsify::Arbitrary<T>");
        if constexpr (HasDefaultGenerator<Param>) return gen::arbitrary<Param>();
        else return Gen<Param>("unreachable", nullptr);
    }
}

template <class C, class M, class... Params, class... Given, std::size_t... I>
Gen<CommandPtr<Calls<C>, C>> method_generator(std::string name, M method, [[maybe_unused]] Types<Params...> parameters,
                                              const std::tuple<Gen<Given>...>& given, std::index_sequence<I...>) {
    return calls_of<C, M, MethodOf<C, M>>(std::move(name), std::move(method), parameter_generator<I>(parameters, given)...);
}

/// The checks a listed method's result type passes (none for void).
template <class R>
constexpr bool result_fits() {
    static_assert(shows_values_v<R>,
                  "falsify::lin: the method's result type is not printable, so a report could not show what a "
                  "call returned; give it operator<< or specialise falsify::Show<T>");
    static_assert(std::equality_comparable<R>,
                  "falsify::lin: the method's result type has no operator==, so a call's result cannot be "
                  "compared with a sequential run's");
    static_assert(std::copy_constructible<R>, "falsify::lin: the method's result type must be copyable");
    return shows_values_v<R> && std::equality_comparable<R> && std::copy_constructible<R>;
}
template <>
constexpr bool result_fits<void>() {
    return true;
}

/// The checks every listed method passes at compile time, each with the message a user should read.
template <class C, class M, class... Given>
constexpr bool method_fits() {
    using Method = MethodOf<C, M>;
    static_assert(Method::valid,
                  "falsify::lin: .method(name, m) takes a member function of the class (&C::f; an overloaded one "
                  "cast to its type), or a callable whose first parameter is the instance ([](C& c, int n) { ... })");
    if constexpr (Method::valid) {
        using R = std::remove_cvref_t<typename Method::Result>;
        return []<class... Params>(Types<Params...>) {
            static_assert(std::is_invocable_v<const M&, C&, Params...>,
                          "falsify::lin: .method() cannot call this on an instance: a member function must be one of the "
                          "class (or a base), a callable must take the instance (C& or const C&) first");
            static_assert(sizeof...(Given) <= sizeof...(Params),
                          "falsify::lin: .method() was given more generators than the method has parameters");
            static_assert((shows_values_v<std::remove_cvref_t<Params>> && ...),
                          "falsify::lin: a parameter type of this method is not printable, so reports could not tell its calls "
                          "apart; give it operator<< or specialise falsify::Show<T>");
            return std::is_invocable_v<const M&, C&, Params...> && sizeof...(Given) <= sizeof...(Params) && (shows_values_v<std::remove_cvref_t<Params>> && ...) && result_fits<R>();
        }(typename Method::Parameters{});
    } else {
        return false;
    }
}

}  // namespace detail

}  // namespace falsify::lin

namespace falsify {

/// `3`, or `threw out_of_range("empty")`.
template <class R>
struct Show<lin::detail::Outcome<R>> {
    static void show(std::string& out, const lin::detail::Outcome<R>& outcome) {
        if (outcome.value) show_value(out, *outcome.value);
        else out += "threw " + outcome.thrown;
    }
};

template <>
struct Show<lin::detail::Thrown> {
    static void show(std::string& out, const lin::detail::Thrown& thrown) { out += "threw " + thrown.text; }
};

}  // namespace falsify
