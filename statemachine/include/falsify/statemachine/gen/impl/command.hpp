#pragma once
// The definitions behind <falsify/statemachine/gen/command.hpp>, which includes this file at its end.
#include <falsify/statemachine/gen/command.hpp>

namespace falsify::gen {

template <class C, class... Args>
Gen<std::shared_ptr<const typename C::command_type>> command(Gen<Args>... arguments) {
    using Base = typename C::command_type;
    using Ptr = std::shared_ptr<const Base>;
    static_assert(std::is_base_of_v<Base, C>, "falsify: gen::command<C> needs a class derived from falsify::Command");
    static_assert(std::is_constructible_v<C, const Args&...>,
                  "falsify: gen::command<C>(generators...) constructs C from one value of each generator, in order; "
                  "give C a constructor taking those types");
    std::string names;
    ((names += (names.empty() ? "" : ", ") + arguments.name()), ...);
    std::string name = detail::command_generator_name(typeid(C), std::move(names));
    if constexpr (sizeof...(Args) == 0) {
        // Commands are immutable: one instance serves every sequence.
        Ptr instance = falsify::detail::make_node<C>();
        using Model = typename Base::model_type;
        using System = typename Base::system_type;
        return Gen<Ptr>(std::move(name), [instance](Random&) {
            return falsify::detail::DefaultConstructedCommand<Model, System>::make(instance);
        });
    } else {
        using Model = typename Base::model_type;
        using System = typename Base::system_type;
        auto construct = [](const Args&... values) -> Ptr { return falsify::detail::make_node<C>(values...); };
        // A draft constructs the command again from its arguments' literals, when each type has one.
        auto spell_values = [](const Args&... values) -> std::optional<std::string> {
            if constexpr ((HasLiteral<Args> && ...)) return falsify::detail::construction_literal(typeid(C), {Literal<Args>::write(values)...});
            else return std::nullopt;
        };
        if constexpr (sizeof...(Args) == 1) {
            const falsify::detail::DrawnBy<Args...> regenerate{std::get<0>(std::tuple<Gen<Args>...>(std::move(arguments)...))};
            return Gen<Ptr>(std::move(name), [regenerate, construct, spell_values](Random& random) {
                return falsify::detail::command_tree<Model, System>(regenerate(random), construct, regenerate, spell_values);
            });
        } else {
            const falsify::detail::DrawnBy<std::tuple<Args...>> regenerate{tuples(std::move(arguments)...)};
            auto apply = [construct](const std::tuple<Args...>& values) { return std::apply(construct, values); };
            auto spell = [spell_values](const std::tuple<Args...>& values) { return std::apply(spell_values, values); };
            return Gen<Ptr>(std::move(name), [regenerate, apply, spell](Random& random) {
                return falsify::detail::command_tree<Model, System>(regenerate(random), apply, regenerate, spell);
            });
        }
    }
}

}  // namespace falsify::gen
